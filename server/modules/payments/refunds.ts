import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { formatRupees } from "../../../lib/money";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { users } from "../accounts/accounts.schema";
import { recordNotice } from "../notifications/notices";
import { refundEmail, type ShopMail } from "../orders/order-emails";
import { markRefunded, moveOrder } from "../orders/order-lifecycle";
import { orders } from "../orders/orders.schema";
import { enqueueEmail } from "../outbox/outbox.service";
import { paymentTransactions } from "./payments.schema";
import type { PaymentProvider } from "./providers";
import type { RefundDue } from "./settlement";

/**
 * Money the shop returns. A payment it cannot keep is recorded as Refunding in the
 * transaction that received it; after the commit the provider is asked to refund it (no
 * network call inside a transaction). On success the row becomes a Refund and an order that
 * owed it becomes REFUNDED; on failure nothing changes (the order stays REFUND_DUE) and
 * `retryDue` tries again. The customer is emailed once per refund. Before calling, a process claims the row for a few minutes (a lease),
 * so that two processes never ask for the same refund at once.
 */
const CLAIM_MS = 2 * 60_000;

export function createRefunds(
  db: Db,
  deps: { provider: PaymentProvider; logger: Logger; shop: ShopMail; onStockChange?: () => void },
) {
  async function refundOne(due: RefundDue): Promise<boolean> {
    const now = new Date();
    const claimed = await db
      .update(paymentTransactions)
      .set({ refundClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        and(
          eq(paymentTransactions.id, due.transactionId),
          eq(paymentTransactions.status, "Refunding"),
          or(isNull(paymentTransactions.refundClaimedUntil), lt(paymentTransactions.refundClaimedUntil, now)),
        ),
      )
      .returning({ id: paymentTransactions.id });
    if (claimed.length === 0) return false;
    let refundId: string;
    try {
      refundId = (await deps.provider.refund(due.paymentId, due.amountPaise, `order_${due.orderId}`)).id;
    } catch (err) {
      deps.logger.warn({ err, orderId: due.orderId, paymentId: due.paymentId }, "refund failed; still due");
      await db
        .update(paymentTransactions)
        .set({ refundClaimedUntil: null })
        .where(eq(paymentTransactions.id, due.transactionId));
      // The staff hear of the first refusal (the retries are not news); the dashboard counts it.
      await recordNotice(db, {
        kind: "refund-failed",
        refId: due.orderId,
        summary: `Order #${due.orderId} · ${formatRupees(due.amountPaise)} to refund · the provider said: ${String((err as Error)?.message ?? err).slice(0, 200)}`,
      });
      return false;
    }
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, due.orderId)).for("update");
      const done = await tx
        .update(paymentTransactions)
        .set({
          status: "Refund",
          refundedAt: new Date(),
          raw: sql`coalesce(${paymentTransactions.raw}, '{}'::jsonb) || ${JSON.stringify({ refundId })}::jsonb`,
        })
        .where(
          and(eq(paymentTransactions.id, due.transactionId), eq(paymentTransactions.status, "Refunding")),
        )
        .returning({ id: paymentTransactions.id });
      if (done.length === 0 || !order) return;
      // The customer hears of each refund, in the same transaction that records it.
      const [customer] = await tx
        .select({ fullName: users.fullName, email: users.email })
        .from(users)
        .where(eq(users.id, order.userId));
      if (customer) {
        await enqueueEmail(
          tx,
          refundEmail({
            orderId: order.id,
            amountPaise: due.amountPaise,
            customer,
            shop: deps.shop,
            lang: order.lang === "hi" ? "hi" : "en",
          }),
        );
      }
      const [left] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentTransactions)
        .where(
          and(eq(paymentTransactions.orderId, due.orderId), eq(paymentTransactions.status, "Refunding")),
        );
      if (left.n > 0) return;
      if (order.status === "REFUND_DUE") {
        await moveOrder(tx, order.id, "REFUNDED", { kind: "provider" }, `refund ${refundId}`);
      } else if (order.paymentStatus === "REFUND_DUE") {
        await markRefunded(tx, order.id);
      }
    });
    return true;
  }

  async function run(list: RefundDue[]): Promise<number> {
    let n = 0;
    for (const due of list) if (await refundOne(due)) n++;
    return n;
  }

  return {
    /** Refunds each payment in turn; how many the provider refunded. */
    run,

    /** Tries again every refund still due (a failed provider call earlier). */
    async retryDue(): Promise<number> {
      const rows = await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.status, "Refunding"))
        .limit(50);
      let n = 0;
      for (const r of rows) {
        const ok = await refundOne({
          transactionId: r.id,
          orderId: r.orderId,
          paymentId: r.providerPaymentId as string,
          amountPaise: r.amountPaise,
        });
        if (ok) n++;
      }
      return n;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
