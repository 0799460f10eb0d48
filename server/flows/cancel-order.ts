import type { Db } from "../db/client";
import { conflict, notFound } from "../domain-error";
import {
  type Actor,
  isPaid,
  lockOrder,
  moveOrder,
  type OrderStatus,
  type ShopMail,
  type Tx,
} from "../modules/orders";
import { cancelReason, saleCancelled, stockBack, tell } from "./order-effects";

/** Who may cancel from where, on top of the lifecycle's own table (order-actions.ts says which). */
export interface CancelRules {
  /** The order must belong to this customer: anyone else's answers "not found". */
  ownerId?: number;
  /** The statuses this caller may cancel from (movableFrom("cancel", …) of order-actions.ts). */
  from?: readonly OrderStatus[];
  /** Said to the customer in the cancellation email (a staff member's reason). */
  reason?: string;
  /** Writes the staff member's audit entry in the cancelling transaction. */
  audit?: (tx: Tx, from: OrderStatus) => Promise<void>;
}

const words = (s: OrderStatus) => s.toLowerCase().replace("_", " ");

/**
 * Cancelling an order (docs/decisions/0007-order-lifecycle.md): in one transaction the order
 * becomes CANCELLED, its packs go back on the shelf, and a paid order's sale is uncounted, its
 * Credit becomes Refunding, its invoice gets a credit note and the customer's email is queued
 * (order-effects.ts). After the commit the provider refunds it; a refund the provider refuses
 * stays due (payment status REFUND_DUE) and the refund job tries again, so it is never lost.
 */
export function createCancelOrder(
  db: Db,
  deps: { runRefunds: (ids: number[]) => Promise<unknown>; shop: ShopMail; onStockChange?: () => void },
) {
  return async function cancelOrder(
    orderId: number,
    actor: Actor,
    note: string,
    rules: CancelRules = {},
  ): Promise<void> {
    const due = await db.transaction(async (tx) => {
      const before = await lockOrder(tx, orderId);
      if (!before || (rules.ownerId !== undefined && before.userId !== rules.ownerId)) {
        throw notFound("This order was not found.");
      }
      if (rules.from && !rules.from.includes(before.status)) {
        throw conflict(`Order #${orderId} is ${words(before.status)} and can no longer be cancelled.`);
      }
      await moveOrder(tx, orderId, "CANCELLED", actor, note);
      await rules.audit?.(tx, before.status);
      await stockBack(tx, orderId, cancelReason(before.status), actor);
      const { owed, refundPaise } = await saleCancelled(tx, before, deps.shop);
      // Only a sold order is told (the email names what goes back now, after any part refunds).
      if (isPaid(before.status)) {
        await tell(tx, orderId, "cancelled", deps.shop, { reason: rules.reason, refundPaise });
      }
      return owed;
    });
    deps.onStockChange?.();
    await deps.runRefunds(due);
  };
}

export type CancelOrder = ReturnType<typeof createCancelOrder>;
