import { notFound } from "../domain-error";
import { lockOrder, type OrderStatus, type Tx } from "../modules/orders";
import { recordAudit } from "../modules/staff";

/** Helpers of the back office's order moves (fulfil-order.ts, returned.ts, cash-collected.ts). */

/** A signed-in staff member doing the work: recorded on the order's event and in the audit log. */
export interface StaffActor {
  staffId: number;
  name: string;
}

/** The audit entry of one status move, written in the move's transaction. */
export const auditMove = (
  tx: Tx,
  by: StaffActor,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  extra = {},
) =>
  recordAudit(tx, by, {
    entity: "order",
    entityId: orderId,
    action: to.toLowerCase(),
    before: { status: from },
    after: { status: to, ...extra },
  });

export const staffOf = (by: StaffActor) => ({ kind: "staff" as const, id: by.staffId });

/** The order locked for the caller's transaction, or not found. */
export async function lockedOrder(tx: Tx, orderId: number) {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound("This order was not found.");
  return order;
}
