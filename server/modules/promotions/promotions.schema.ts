import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant, updatedAt } from "../../db/columns";

/**
 * Promo codes. promo_value is a whole percent for 'percent' and paise for 'flat';
 * the rule that applies them lives in lib/pricing.ts. Codes are kept in capitals and are unique
 * whatever their case; is_active false means paused by staff. `version` moves on with every
 * back-office write, so an edit started from an older one is refused.
 */
export const promos = pgTable(
  "promos",
  {
    id: identityId(),
    code: text("code").notNull().unique(),
    description: text("description").notNull(),
    promoType: text("promo_type").notNull(),
    promoValue: integer("promo_value").notNull(),
    minCartValuePaise: integer("min_cart_value_paise").notNull().default(0),
    maxAmountPaise: integer("max_amount_paise").notNull().default(0),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    isActive: boolean("is_active").notNull().default(true),
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
  ],
);

export type Promo = typeof promos.$inferSelect;
