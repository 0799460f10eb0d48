import { formatRupees } from "../../lib/money";
import type { Db } from "../db/client";
import { issueCreditNote, issueInvoice } from "../modules/invoices";
import { recordNotice } from "../modules/notifications";
import {
  type Actor,
  clearBoughtLines,
  countSale,
  isPaid,
  markRefunded,
  moveOrder,
  type Order,
  type OrderNews,
  type OrderStatus,
  queueOrderNews,
  releaseHolds,
  type ShopMail,
  STORED_METHOD,
  type Tx,
  uncountSale,
} from "../modules/orders";
import { oweTheRest, refundsOutstanding, refundsTotal } from "../modules/payments";

/**
 * The effects of an order's moves, each written once (docs/decisions/0034-order-moves-in-one-place.md):
 * the table of server/modules/orders/order-actions.ts names which move has which, and the flows
 * (place-order, settle-payment, cancel-order, fulfil-order, cash-collected, returned,
 * refund-part) run them from here, inside the move's transaction.
 */

/** The tax invoice (a paid order's, or cash on delivery's once delivered). */
export const invoice = (tx: Tx, orderId: number, shop: ShopMail) =>
  issueInvoice(tx, orderId, { defaults: shop.business });

/**
 * The customer told of a move on their channels (WhatsApp or SMS, and email; their choice on
 * the profile), sent by the outbox once the move is committed.
 */
export const tell = (
  tx: Tx,
  orderId: number,
  news: OrderNews,
  shop: ShopMail,
  extra: { reason?: string; refundPaise?: number } = {},
) => queueOrderNews(tx, orderId, news, shop, extra);

/**
 * A sale made, paid online or confirmed for cash on delivery: its cart lines leave the cart, its
 * products count the sale, the customer is told (text and email) and the staff get a notice of a new
 * order to pack (their digest, server/modules/notifications).
 */
export async function saleMade(tx: Tx, order: Order, shop: ShopMail) {
  await clearBoughtLines(tx, order);
  await countSale(tx, order.id);
  await tell(tx, order.id, "placed", shop);
  await recordNotice(tx, {
    kind: "new-order",
    refId: order.id,
    summary: `#${order.id} · ${formatRupees(order.totalPaise)} ${order.paymentMethod === STORED_METHOD.COD ? "cash on delivery" : "paid online"} · ${order.shipFullName}, ${order.shipCity}`,
  });
}

/** A sale undone (cancelled or refused at the door): its products count it no more. */
export const saleUndone = uncountSale;

/**
 * The order's held packs back on the shelf: a hold that never became a sale (`release`), or a
 * sale undone (`cancel`, `return`).
 */
export const stockBack = (tx: Tx, orderId: number, reason: "release" | "cancel" | "return", who: Actor) =>
  releaseHolds(tx, orderId, new Date(), { reason, who });

/**
 * An order whose payment the provider could not start (asked after the order's commit, so no
 * lock waited on it): its packs back on the shelf and the order cancelled by the shop, saying why.
 */
export const paymentNotStarted = (db: Db, orderId: number, why: string) =>
  db.transaction(async (tx) => {
    await stockBack(tx, orderId, "release", { kind: "job" });
    await moveOrder(tx, orderId, "CANCELLED", { kind: "job" }, why);
  });

/**
 * A cancelled order that had been sold: its sale uncounted, its invoice reversed by a credit
 * note (of what part refunds left of it), all that is left of what was paid owed back. Gives the
 * refunds owed (asked of the provider after the commit) and what they come to.
 */
export async function saleCancelled(tx: Tx, before: Order, shop: ShopMail) {
  if (!isPaid(before.status)) return { owed: [], refundPaise: 0 };
  await issueCreditNote(tx, before.id, { defaults: shop.business });
  await saleUndone(tx, before.id);
  const owed = await oweTheRest(tx, before.id);
  if ((await refundsOutstanding(tx, before.id)) === 0 && before.paymentStatus !== "COD_DUE") {
    await markRefunded(tx, before.id);
  }
  return { owed, refundPaise: await refundsTotal(tx, owed) };
}

/** Why packs go back when an order is cancelled from `from`: never sold, or a sale undone. */
export const cancelReason = (from: OrderStatus) => (from === "PENDING_PAYMENT" ? "release" : "cancel");
