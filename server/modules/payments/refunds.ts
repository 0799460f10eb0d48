import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { formatRupees } from "../../../lib/money";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { recordNotice } from "../notifications";
import { markRefunded, moveOrder, orders, type ShopMail } from "../orders";
import { paymentTransactions, type Refund, refunds } from "./payments.schema";
import type { PaymentProvider, ProviderRefund } from "./providers";
import { tellRefund } from "./refund-news";

/**
 * Money the shop returns (docs/decisions/0032-refunds.md). A refund owed is a `refunds` row,
 * written in the transaction that decides it (refund-rows.ts); after the commit the provider is
 * asked to make it (no network call inside a transaction). Before asking, a process claims the
 * row for a few minutes (a lease), so two processes never ask for the same refund at once, and
 * counts the attempt. A row tried before (a process killed during the call, an answer lost or
 * refused) is first looked for among the payment's refunds at the provider, by its reference and
 * amount: one found is recorded, never made again. On success the row becomes a Refund, the
 * customer is emailed, and once the order owes nothing more its payment status says so; on
 * failure nothing changes and `retryDue` tries again.
 */
export const REFUND_POLICY = { claimMs: 2 * 60_000, batch: 50 };

type Claimed = Refund & { paymentId: string };

/** The provider's refund made for this row, if any: same reference, same amount, not failed. */
export function madeFor(row: Pick<Refund, "reference" | "amountPaise">, theirs: ProviderRefund[]) {
  const same = theirs.filter(
    (r) => r.status !== "failed" && (r.receipt === row.reference || r.notes.shop_refund === row.reference),
  );
  const match = same.find((r) => r.amountPaise === row.amountPaise);
  if (!match && same.length > 0) {
    // Never refund again over a refund of ours we do not understand: staff look at it.
    throw new Error(
      `the provider holds refund ${same[0].id} of ${formatRupees(same[0].amountPaise)} for reference ${row.reference}, not ${formatRupees(row.amountPaise)}`,
    );
  }
  return match ?? null;
}

export function createRefunds(
  db: Db,
  deps: { provider: PaymentProvider; logger: Logger; shop: ShopMail; policy?: typeof REFUND_POLICY },
) {
  const policy = deps.policy ?? REFUND_POLICY;

  /** Takes the row for this process (a lease) and counts the attempt; null when it is not due or taken. */
  async function claim(refundId: number): Promise<Claimed | null> {
    const now = new Date();
    const [row] = await db
      .update(refunds)
      .set({ claimedUntil: new Date(now.getTime() + policy.claimMs), attempts: sql`${refunds.attempts} + 1` })
      .where(
        and(
          eq(refunds.id, refundId),
          eq(refunds.status, "Refunding"),
          or(isNull(refunds.claimedUntil), lt(refunds.claimedUntil, now)),
        ),
      )
      .returning();
    if (!row) return null;
    const [payment] = await db
      .select({ paymentId: paymentTransactions.providerPaymentId })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, row.transactionId));
    return { ...row, paymentId: payment?.paymentId ?? "" };
  }

  /** The provider's refund for the row: found among the payment's refunds after an earlier try, or made now. */
  async function refundAtProvider(row: Claimed): Promise<string> {
    if (row.attempts > 1) {
      const found = madeFor(row, await deps.provider.refundsOf(row.paymentId));
      if (found) {
        deps.logger.info(
          { refundId: row.id, orderId: row.orderId, providerRefundId: found.id },
          "refund found at the provider after an earlier try; recorded, not made again",
        );
        return found.id;
      }
    }
    const made = await deps.provider.refund({
      paymentId: row.paymentId,
      amountPaise: row.amountPaise,
      reference: row.reference,
      notes: { order_id: String(row.orderId) },
    });
    return made.id;
  }

  async function refundOne(refundId: number): Promise<boolean> {
    const row = await claim(refundId);
    if (!row) return false;
    let providerRefundId: string;
    try {
      providerRefundId = await refundAtProvider(row);
    } catch (err) {
      deps.logger.warn({ err, orderId: row.orderId, refundId: row.id }, "refund failed; still due");
      await db.update(refunds).set({ claimedUntil: null }).where(eq(refunds.id, row.id));
      // The staff hear of the first refusal (the retries are not news); the dashboard counts it.
      await recordNotice(db, {
        kind: "refund-failed",
        refId: row.orderId,
        summary: `Order #${row.orderId} · ${formatRupees(row.amountPaise)} to refund · the provider said: ${String((err as Error)?.message ?? err).slice(0, 200)}`,
      });
      return false;
    }
    await record(row, providerRefundId);
    return true;
  }

  /** The provider has made the refund: the row, its payment, the customer's email and the order, in one transaction. */
  async function record(row: Claimed, providerRefundId: string) {
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for("update");
      const now = new Date();
      const done = await tx
        .update(refunds)
        .set({ status: "Refund", providerRefundId, refundedAt: now, claimedUntil: null })
        .where(and(eq(refunds.id, row.id), eq(refunds.status, "Refunding")))
        .returning({ id: refunds.id });
      if (done.length === 0 || !order) return;
      // The payment is a Refund once all of it has gone back.
      const [payment] = await tx
        .select({
          amountPaise: paymentTransactions.amountPaise,
          // Spelled out: drizzle leaves the table names off the columns of a one-table select.
          returned: sql<number>`(select coalesce(sum(r.amount_paise), 0) from refunds r
            where r.transaction_id = payment_transactions.id and r.status = 'Refund')::int`,
        })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.id, row.transactionId));
      if (payment && Number(payment.returned) >= payment.amountPaise) {
        await tx
          .update(paymentTransactions)
          .set({
            status: "Refund",
            refundedAt: now,
            raw: sql`coalesce(${paymentTransactions.raw}, '{}'::jsonb) || ${JSON.stringify({ refundId: providerRefundId })}::jsonb`,
          })
          .where(eq(paymentTransactions.id, row.transactionId));
      }
      // The customer hears of each refund, in the same transaction that records it.
      await tellRefund(tx, order, row, deps.shop);
      await settleOrder(tx, order, providerRefundId);
    });
  }

  /** Once the order owes no refund, its status (or its payment's) says what came back. */
  async function settleOrder(
    tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
    order: typeof orders.$inferSelect,
    providerRefundId: string,
  ) {
    const [owed] = await tx
      .select({
        due: sql<number>`count(*) filter (where ${refunds.status} = 'Refunding')::int`,
        parts: sql<number>`count(*) filter (where ${refunds.kind} = 'part')::int`,
      })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    if (Number(owed.due) > 0) return;
    if (order.status === "REFUND_DUE") {
      await moveOrder(tx, order.id, "REFUNDED", { kind: "provider" }, `refund ${providerRefundId}`);
      return;
    }
    if (order.paymentStatus !== "REFUND_DUE") return;
    const [kept] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.orderId, order.id), eq(paymentTransactions.status, "Credit")));
    if (Number(kept.n) === 0) await markRefunded(tx, order.id, "REFUNDED");
    else await markRefunded(tx, order.id, Number(owed.parts) > 0 ? "PARTLY_REFUNDED" : "PAID");
  }

  async function run(ids: number[]): Promise<number> {
    let n = 0;
    for (const id of ids) if (await refundOne(id)) n++;
    return n;
  }

  return {
    /** Asks the provider for each refund in turn; how many were made (or found made). */
    run,

    /** Tries again every refund still owed whose lease is free (a refusal or a crash earlier). */
    async retryDue(): Promise<number> {
      const rows = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(
          and(
            eq(refunds.status, "Refunding"),
            or(isNull(refunds.claimedUntil), lt(refunds.claimedUntil, new Date())),
          ),
        )
        .orderBy(refunds.createdAt)
        .limit(policy.batch);
      return run(rows.map((r) => r.id));
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
