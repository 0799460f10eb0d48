import { asc, eq } from "drizzle-orm";
import { customerContact } from "../accounts";
import { enqueueEmail } from "../outbox";
import { type Addressee, notifyCustomer } from "../texts";
import { type OrderMailFacts, orderEmail, type ShopMail } from "./order-emails";
import { itemsInLanguage } from "./order-items-lang";
import type { Tx } from "./order-lifecycle";
import { chargesOf, itemOf } from "./order-rows";
import { STORED_METHOD } from "./order-status";
import { NEWS_EMAIL, NEWS_TEXT, type OrderNews, orderTextVars } from "./order-texts";
import { orderLines, orders } from "./orders.schema";

/** Reads what an order's messages show, and who gets them, inside the caller's transaction. */
export async function orderMailFacts(tx: Tx, orderId: number): Promise<OrderMailFacts & { to: Addressee }> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const customer = await customerContact(tx, o.userId);
  const lang = o.lang === "hi" ? "hi" : "en";
  return {
    orderId,
    lang,
    customer: { fullName: customer.fullName, email: customer.email ?? "" },
    to: customer,
    lines: await itemsInLanguage(tx, lines.map(itemOf), lang),
    ...chargesOf(o),
    cashOnDelivery: o.paymentMethod === STORED_METHOD.COD,
    totalPaise: o.totalPaise,
    courierName: o.courierName,
    awbNumber: o.awbNumber,
    trackingUrl: o.trackingUrl,
  };
}

/**
 * Tells an order's customer of a move, in the caller's transaction, so it is sent (by the
 * outbox) only if the move is committed: a text on each of their text channels in the language
 * they last used the shop in, and the email (in the order's language) when they want one and
 * have an address.
 */
export async function queueOrderNews(
  tx: Tx,
  orderId: number,
  news: OrderNews,
  shop: ShopMail,
  extra: { reason?: string; refundPaise?: number } = {},
) {
  const facts = await orderMailFacts(tx, orderId);
  const textLang = facts.to.lang === "hi" ? "hi" : "en";
  const wanted = await notifyCustomer(tx, {
    to: facts.to,
    kind: NEWS_TEXT[news],
    vars: orderTextVars(news, facts, textLang, shop, extra),
    whatsapp: Boolean(shop.whatsapp),
  });
  const emailKind = NEWS_EMAIL[news];
  if (emailKind && wanted.email && facts.to.email) {
    await enqueueEmail(tx, orderEmail(emailKind, facts, shop, extra));
  }
}
