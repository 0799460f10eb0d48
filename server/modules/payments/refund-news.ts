import type { Tx } from "../../db/client";
import { customerContact } from "../accounts";
import { type Order, refundEmail, refundLinesInLanguage, type ShopMail, textRupees } from "../orders";
import { enqueueEmail } from "../outbox";
import { notifyCustomer } from "../texts";
import type { Refund } from "./payments.schema";

/**
 * The customer hears of a refund made, in the transaction that records it: a text on their
 * channels in the language they last used, and the email (in the order's language) when they
 * want one and have an address.
 */
export async function tellRefund(tx: Tx, order: Order, row: Refund, shop: ShopMail) {
  const customer = await customerContact(tx, order.userId);
  if (!customer) return;
  const wanted = await notifyCustomer(tx, {
    to: customer,
    kind: "refunded",
    vars: {
      shop: shop.shopName,
      order: `#${order.id}`,
      amount: textRupees(row.amountPaise),
    },
    whatsapp: Boolean(shop.whatsapp),
  });
  if (!wanted.email || !customer.email) return;
  const lang = order.lang === "hi" ? "hi" : "en";
  await enqueueEmail(
    tx,
    refundEmail({
      orderId: order.id,
      amountPaise: row.amountPaise,
      customer: { fullName: customer.fullName, email: customer.email },
      shop,
      lang,
      part:
        row.kind === "part"
          ? { reason: row.reason, lines: await refundLinesInLanguage(tx, row.lines, lang) }
          : undefined,
    }),
  );
}
