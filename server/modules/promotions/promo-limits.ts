import { eq, sql } from "drizzle-orm";
import {
  hasPromoLimits,
  limitsOnCustomer,
  type PromoUsage,
  promoLimitRefusal,
} from "../../../lib/promo-limits";
import type { Db } from "../../db/client";
import { invalidInput } from "../../domain-error";
import { promos } from "./promotions.schema";
import type { Promotion } from "./promotions.service";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Counts what a code and a customer have used (the orders module's, which keeps the orders:
 * server/modules/orders/promo-uses.ts), handed in by server/services.ts.
 */
export type PromoUsageCounter = (
  executor: Pick<Db, "select">,
  question: { code: string; userId: number; startsAt: Date },
) => Promise<PromoUsage>;

/** The sentence refusing `promo` to this customer now, or null (no locks: for the checkout's Apply). */
export async function promoRefusalFor(
  count: PromoUsageCounter,
  promo: Promotion,
  userId: number,
  executor: Pick<Db, "select">,
): Promise<string | null> {
  if (!hasPromoLimits(promo.limits)) return null;
  const usage = await count(executor, { code: promo.code, userId, startsAt: promo.startsAt });
  return promoLimitRefusal(promo.limits, usage);
}

/**
 * Takes one use of `promo` for the order being placed in `tx`, or throws the refusal's sentence
 * (docs/decisions/0031-cod-caps-and-promo-limits.md). Two orders at once cannot both take the
 * last use: the code's row stays locked until the order commits (when it has a total), and one
 * customer's orders with limited codes count one after the other (an advisory lock, any
 * process), so a first-order code cannot go on two first orders. The customer's lock is taken
 * before the code's row, always in that order.
 */
export async function claimPromoUse(
  tx: Tx,
  count: PromoUsageCounter,
  promo: Promotion,
  userId: number,
): Promise<void> {
  if (!hasPromoLimits(promo.limits)) return;
  if (limitsOnCustomer(promo.limits)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`promo-customer:${userId}`}, 0))`);
  }
  if (promo.limits.totalUses !== null) {
    await tx.select({ id: promos.id }).from(promos).where(eq(promos.code, promo.code)).for("update");
  }
  const refusal = await promoRefusalFor(count, promo, userId, tx);
  if (refusal) throw invalidInput(refusal);
}
