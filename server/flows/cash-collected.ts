import type { Db } from "../db/client";
import { markCashCollected, type ShopMail, STORED_METHOD, type Tx } from "../modules/orders";
import { paymentTransactions } from "../modules/payments";
import { askForRating } from "../modules/reviews";
import { recordAudit } from "../modules/staff";
import { invoice, tell } from "./order-effects";
import { lockedOrder, type StaffActor, staffOf } from "./staff-moves";

/**
 * The cash of a cash-on-delivery order collected (on delivery, or paid in by the courier): the
 * order is paid and a Credit transaction of method COD records the amount. A parcel still out
 * for delivery becomes delivered by the same act: its tax invoice now, as "Mark delivered" would
 * issue it, and its email.
 */
export async function collectCash(db: Db, shop: ShopMail, orderId: number, by: StaffActor) {
  await db.transaction((tx) => collectCashIn(tx, shop, orderId, by));
}

/**
 * The same inside the caller's transaction; a sale at the counter (`counter`) is handed over and
 * paid at once, so the customer gets no "delivered" email (its invoice is issued all the same).
 */
export async function collectCashIn(
  tx: Tx,
  shop: ShopMail,
  orderId: number,
  by: StaffActor,
  how?: "counter sale",
) {
  const before = await lockedOrder(tx, orderId);
  const paid = await markCashCollected(tx, orderId, staffOf(by));
  await tx.insert(paymentTransactions).values({
    orderId,
    userId: paid.userId,
    provider: "cod",
    method: STORED_METHOD.COD,
    providerOrderId: `cod_${orderId}`,
    status: "Credit",
    amountPaise: paid.totalPaise,
    raw: { collected_by: by.staffId, ...(how ? { at: how } : {}) },
  });
  await recordAudit(tx, by, {
    entity: "order",
    entityId: orderId,
    action: "cash_collected",
    before: { status: before.status, payment_status: before.paymentStatus },
    after: { status: paid.status, payment_status: paid.paymentStatus, amount_paise: paid.totalPaise },
  });
  if (before.status === "SHIPPED") {
    await invoice(tx, orderId, shop);
    if (!how) {
      await tell(tx, orderId, "delivered", shop);
      await askForRating(tx, orderId);
    }
  }
}
