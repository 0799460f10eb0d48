import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../domain-error";
import { products } from "../catalog/catalog.schema";
import { issueCreditNote } from "../invoices/issue-invoice";
import type { ShopMail } from "../orders/order-emails";
import { type Actor, markRefunded, moveOrder, type Tx } from "../orders/order-lifecycle";
import { queueOrderEmail } from "../orders/order-mail";
import { isPaid, type OrderStatus } from "../orders/order-status";
import { orderLines, orders } from "../orders/orders.schema";
import { releaseHolds } from "../orders/stock-holds";
import { refunds } from "./payments.schema";
import { oweTheRest } from "./refund-rows";
import type { Refunds } from "./refunds";

/** Who may cancel from where, on top of the lifecycle's own table. */
export interface CancelRules {
  /** The order must belong to this customer: anyone else's answers "not found". */
  ownerId?: number;
  /** The statuses this caller may cancel from (a customer: only while PAID). */
  from?: readonly OrderStatus[];
  /** Said to the customer in the cancellation email (a staff member's reason). */
  reason?: string;
  /** Writes the staff member's audit entry in the cancelling transaction. */
  audit?: (tx: Tx, from: OrderStatus) => Promise<void>;
}

const words = (s: OrderStatus) => s.toLowerCase().replace("_", " ");

/**
 * Cancelling an order (docs/decisions/0007-order-lifecycle.md): in one transaction the order
 * becomes CANCELLED, its packs go back on the shelf, a paid order's sale is uncounted, its
 * Credit becomes Refunding, its invoice gets a credit note and the customer's email is queued. After the commit the provider
 * refunds it; a refund the provider refuses stays due (payment status REFUND_DUE) and the
 * refund job tries again, so it is never silently lost.
 */
export function createCancelOrder(
  db: Db,
  deps: { refunds: Refunds; shop: ShopMail; onStockChange?: () => void },
) {
  return async function cancelOrder(
    orderId: number,
    actor: Actor,
    note: string,
    rules: CancelRules = {},
  ): Promise<void> {
    const due = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!before || (rules.ownerId !== undefined && before.userId !== rules.ownerId)) {
        throw notFound("This order was not found.");
      }
      if (rules.from && !rules.from.includes(before.status)) {
        throw conflict(`Order #${orderId} is ${words(before.status)} and can no longer be cancelled.`);
      }
      await moveOrder(tx, orderId, "CANCELLED", actor, note);
      await rules.audit?.(tx, before.status);
      // An order still awaiting payment only held its packs; any other had sold them.
      const reason = before.status === "PENDING_PAYMENT" ? "release" : "cancel";
      await releaseHolds(tx, orderId, new Date(), { reason, who: actor });
      if (!isPaid(before.status)) return [];
      // The paid order's invoice is reversed by a credit note (of what part refunds left of it).
      await issueCreditNote(tx, orderId, { defaults: deps.shop.business });
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
      for (const l of lines) {
        await tx
          .update(products)
          .set({ salesCount: sql`greatest(${products.salesCount} - ${l.qty}, 0)` })
          .where(eq(products.id, l.productId));
      }
      // All that is left of what was paid is owed back (part refunds made earlier are not).
      const owed = await oweTheRest(tx, orderId);
      const [due] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "Refunding")));
      if (Number(due.n) === 0 && before.paymentStatus !== "COD_DUE") await markRefunded(tx, orderId);
      // The email names what goes back now (less than the total after part refunds).
      const [back] = await tx
        .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
        .from(refunds)
        .where(inArray(refunds.id, owed.length ? owed : [0]));
      await queueOrderEmail(tx, orderId, "cancelled", deps.shop, {
        reason: rules.reason,
        refundPaise: Number(back.paise),
      });
      return owed;
    });
    deps.onStockChange?.();
    await deps.refunds.run(due);
  };
}
