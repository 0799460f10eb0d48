import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { PROMO_USE_STATUSES } from "../../../lib/order-statuses";
import { type PromoStatus, promoStatus } from "../../../lib/pricing";
import { paise } from "../../../lib/validation/catalogue";
import { type PromoInput, promoMessages } from "../../../lib/validation/promos";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { DomainError, notFound } from "../../domain-error";
import { staleEdit } from "../catalog";
import { orders } from "../orders";
import { type AuditActor, auditOf } from "../staff";
import { type Promo, promos } from "./promotions.schema";
import { type Promotion, toPromotion } from "./promotions.service";

const audit = auditOf("promo");

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A promo code as the back office shows it: its terms, its status now and its version. */
export interface AdminPromo extends Promotion {
  id: number;
  status: PromoStatus;
  /** Its uses so far: orders placed with it that count against its limits (PROMO_USE_STATUSES). */
  uses: number;
  version: number;
  updatedAt: Date;
}

/** What the audit log compares of a promo code. */
const audited = (p: Promo) => ({
  code: p.code,
  description: p.description,
  descriptionHi: p.descriptionHi,
  type: p.promoType,
  value: p.promoValue,
  maxDiscount: p.maxAmountPaise,
  minCartValue: p.minCartValuePaise,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
  paused: !p.isActive,
  usesPerCustomer: p.maxUsesPerCustomer,
  totalUses: p.maxUses,
  firstOrderOnly: p.firstOrderOnly,
  customers: p.customers,
});

/** The row's columns from the form's values: a percent as a whole number, money in paise. */
function columns(input: PromoInput) {
  const percent = input.promo_type === "percent";
  const value = percent ? Number(input.value) : paise(input.value);
  return {
    code: input.code,
    description: input.description,
    descriptionHi: input.description_hi,
    promoType: input.promo_type,
    promoValue: value,
    // A flat code's most is its amount (what the checkout's API has always said of it).
    maxAmountPaise: percent ? paise(input.max_discount) : value,
    minCartValuePaise: paise(input.min_cart_value),
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    maxUsesPerCustomer: input.uses_per_customer,
    maxUses: input.total_uses,
    firstOrderOnly: input.first_order_only,
    customers: input.customers,
  };
}

function codeTaken(error: unknown, code: string): never {
  if (isUniqueViolation(error, "code")) {
    const message = promoMessages.codeTaken(code);
    throw new DomainError("conflict", message, { code: message });
  }
  throw error;
}

async function lockPromo(tx: Tx, id: number, version: number): Promise<Promo> {
  const [row] = await tx.select().from(promos).where(eq(promos.id, id)).for("update");
  if (!row) throw notFound("No such promo code.");
  if (row.version !== version) throw await staleEdit(tx, "promo", id, row.updatedAt, "promo code");
  return row;
}

const nextVersion = { version: sql`${promos.version} + 1`, updatedAt: sql`now()` };

/**
 * Promo codes as staff run them: list with each code's status (lib/pricing.ts's promoStatus,
 * the checkout's own rule), create, edit, pause and resume. Every write is one transaction with
 * its audit entry and is refused when it started from an older version. Nothing is cached:
 * the checkout reads the code afresh, so a change counts at once in every process.
 */
export function createPromoAdmin(db: Db) {
  async function read(id?: number, now = new Date()): Promise<AdminPromo[]> {
    // The same orders the checkout counts as uses (a cancelled or expired one gives its use back).
    const used = db
      .select({ code: orders.promoCode, n: count().as("n") })
      .from(orders)
      .where(and(sql`${orders.promoCode} is not null`, inArray(orders.status, [...PROMO_USE_STATUSES])))
      .groupBy(orders.promoCode)
      .as("used");
    const rows = await db
      .select({ promo: promos, n: used.n })
      .from(promos)
      .leftJoin(used, eq(used.code, promos.code))
      .where(id === undefined ? undefined : eq(promos.id, id))
      .orderBy(desc(promos.endsAt), desc(promos.id));
    return rows.map(({ promo, n }) => ({
      ...toPromotion(promo),
      id: promo.id,
      status: promoStatus(toPromotion(promo), now),
      uses: Number(n ?? 0),
      version: promo.version,
      updatedAt: promo.updatedAt,
    }));
  }

  async function get(id: number): Promise<AdminPromo> {
    const [found] = await read(id);
    if (!found) throw notFound("No such promo code.");
    return found;
  }

  return {
    /** Every code, the latest-ending first. */
    list: (now?: Date) => read(undefined, now),
    get,

    async create(actor: AuditActor, input: PromoInput): Promise<AdminPromo> {
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx.insert(promos).values(columns(input)).returning();
          await audit(tx, actor, "create", row.id, { after: audited(row) });
          return row.id;
        })
        .catch((error) => codeTaken(error, input.code));
      return get(id);
    },

    async update(actor: AuditActor, id: number, version: number, input: PromoInput): Promise<AdminPromo> {
      await db
        .transaction(async (tx) => {
          const old = await lockPromo(tx, id, version);
          const [row] = await tx
            .update(promos)
            .set({ ...columns(input), ...nextVersion })
            .where(eq(promos.id, id))
            .returning();
          await audit(tx, actor, "update", id, { before: audited(old), after: audited(row) });
        })
        .catch((error) => codeTaken(error, input.code));
      return get(id);
    },

    /** Pauses a code (the checkout refuses it at once) or resumes it. */
    async setPaused(actor: AuditActor, id: number, version: number, paused: boolean): Promise<AdminPromo> {
      await db.transaction(async (tx) => {
        const old = await lockPromo(tx, id, version);
        const [row] = await tx
          .update(promos)
          .set({ isActive: !paused, ...nextVersion })
          .where(eq(promos.id, id))
          .returning();
        await audit(tx, actor, paused ? "pause" : "resume", id, {
          before: audited(old),
          after: audited(row),
        });
      });
      return get(id);
    },
  };
}

export type PromoAdmin = ReturnType<typeof createPromoAdmin>;
