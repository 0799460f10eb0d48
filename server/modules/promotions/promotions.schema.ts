import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant, updatedAt } from "../../db/columns";

/**
 * Promo codes. promo_value is a whole percent for 'percent' and paise for 'flat';
 * the rule that applies them lives in lib/pricing.ts. Codes are kept in capitals and are unique
 * whatever their case; is_active false means paused by staff. `version` moves on with every
 * back-office write, so an edit started from an older one is refused. The limits (null or
 * false: none) are checked when an order is placed (promo-limits.ts; decision 0031).
 */
export const promos = pgTable(
  "promos",
  {
    id: identityId(),
    code: text("code").notNull().unique(),
    description: text("description").notNull(),
    /** The description for Hindi readers; empty: they read the English one. */
    descriptionHi: text("description_hi").notNull().default(""),
    promoType: text("promo_type").notNull(),
    promoValue: integer("promo_value").notNull(),
    minCartValuePaise: integer("min_cart_value_paise").notNull().default(0),
    maxAmountPaise: integer("max_amount_paise").notNull().default(0),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /** Uses one customer may make; null: any number. */
    maxUsesPerCustomer: integer("max_uses_per_customer"),
    /** Uses by every customer together; null: any number. */
    maxUses: integer("max_uses"),
    /** Only on a customer's first order. */
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    /** Who may use it: 'all', or 'new' (customers with no order placed before the code started). */
    customers: text("customers").notNull().default("all"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("promos_code_any_case").on(sql`upper(${t.code})`),
    index("promos_window_idx").on(t.isActive, t.startsAt, t.endsAt),
    check("promos_type", sql`${t.promoType} in ('percent','flat')`),
    check("promos_value", sql`${t.promoValue} >= 0`),
    check("promos_percent_max", sql`${t.promoType} <> 'percent' or ${t.promoValue} <= 100`),
    check("promos_money", sql`${t.minCartValuePaise} >= 0 and ${t.maxAmountPaise} >= 0`),
    check("promos_window", sql`${t.endsAt} > ${t.startsAt}`),
    check(
      "promos_limits",
      sql`coalesce(${t.maxUsesPerCustomer}, 1) >= 1 and coalesce(${t.maxUses}, 1) >= 1 and ${t.customers} in ('all','new')`,
    ),
  ],
);

export type Promo = typeof promos.$inferSelect;
