import type { Db } from "../db/client";
import { conflict } from "../domain-error";
import { moveOrder, ORDER_MOVES } from "../modules/orders";
import { saleUndone, stockBack } from "./order-effects";
import { auditMove, lockedOrder, type StaffActor, staffOf } from "./staff-moves";

/**
 * A cash-on-delivery parcel the customer refused at the door: RETURNED, its packs back on the
 * shelf and its sale uncounted (order-effects.ts). Only for cash on delivery with the cash still
 * due (order-actions.ts): a paid parcel that comes back is a refund, not this.
 */
export async function markReturned(db: Db, orderId: number, by: StaffActor, reason: string) {
  await db.transaction(async (tx) => {
    const before = await lockedOrder(tx, orderId);
    // The role was checked by the caller; here the table's condition on the order (cash still due).
    if (!ORDER_MOVES.return.staff?.when?.(before)) {
      throw conflict(`Order #${orderId} was paid online: a parcel that comes back is refunded instead.`);
    }
    await moveOrder(tx, orderId, "RETURNED", staffOf(by), reason);
    await stockBack(tx, orderId, "return", staffOf(by));
    await saleUndone(tx, orderId);
    await auditMove(tx, by, orderId, before.status, "RETURNED", { reason });
  });
}
