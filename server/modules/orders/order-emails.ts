import type { Business } from "../../../lib/business";
import { type Lang, pathInLang } from "../../../lib/i18n/language";
import { formatRupees, type Paise } from "../../../lib/money";
import { orderItemLabel } from "../../../lib/order-items";
import { emailTexts } from "../../i18n/emails";
import type { Email } from "../outbox";
import { type EmailMessage, renderEmail } from "../outbox";
import type { OrderCharges } from "./order-types";

/** Who sends the order emails and where a customer reads the order (PUBLIC_URL). */
export interface ShopMail {
  shopName: string;
  publicUrl: string;
  /** The identity's defaults under the saved settings: the supplier on the invoices it issues. */
  business?: Business;
  /** The shop has WhatsApp (WHATSAPP_* set): customers' texts go there by default. */
  whatsapp?: boolean;
}

/** What an order's emails show: the order as placed, its customer and its shipment. */
export interface OrderMailFacts extends OrderCharges {
  orderId: number;
  /** The language the customer ordered in: every email of the order is in it. */
  lang: Lang;
  /** No email (a customer signed up with a phone): the order's emails are simply not queued. */
  customer: { fullName: string; email: string | null };
  /** Named in the order's language (order-items-lang.ts). */
  lines: {
    productName: string;
    packQty: number;
    unit: string;
    packLabel?: string | null;
    qty: number;
    lineTotalPaise: Paise;
  }[];
  /** Paid in cash on delivery (nothing was paid online). */
  cashOnDelivery: boolean;
  totalPaise: Paise;
  courierName: string | null;
  awbNumber: string | null;
  trackingUrl: string | null;
}

export type OrderEmailKind = "confirmation" | "shipped" | "delivered" | "cancelled";

/** The order's lines and totals as the emails' table shows them. */
function orderTable(f: OrderMailFacts): NonNullable<EmailMessage["table"]> {
  const w = emailTexts(f.lang);
  const totals: [string, string][] = [[w.itemsAtMrp, formatRupees(f.subtotalMrpPaise)]];
  if (f.discountPaise > 0) totals.push([w.discount, `−${formatRupees(f.discountPaise)}`]);
  if (f.promoDiscountPaise > 0) {
    totals.push([w.promo(f.promoCode ?? ""), `−${formatRupees(f.promoDiscountPaise)}`]);
  }
  totals.push([w.delivery, f.deliveryChargePaise > 0 ? formatRupees(f.deliveryChargePaise) : w.free]);
  if (f.codFeePaise > 0) totals.push([w.codFee, formatRupees(f.codFeePaise)]);
  totals.push([f.cashOnDelivery ? w.toPayOnDelivery : w.totalPaid, formatRupees(f.totalPaise)]);
  return { rows: f.lines.map((l) => [orderItemLabel(l), formatRupees(l.lineTotalPaise)]), totals };
}

/** The order's page, in the language of the email (Hindi: `?lang=hi`). */
const orderLink = (orderId: number, lang: Lang, shop: ShopMail) => ({
  label: emailTexts(lang).yourOrder(orderId),
  url: `${shop.publicUrl}${pathInLang(`/order/${orderId}`, lang)}`,
});

/** Each email of an order's way from payment to doorstep (or to a cancellation). */
export function orderEmail(
  kind: OrderEmailKind,
  f: OrderMailFacts,
  shop: ShopMail,
  extra: { reason?: string; refundPaise?: Paise } = {},
): Email {
  const w = emailTexts(f.lang);
  const base = {
    to: f.customer.email,
    lang: f.lang,
    greeting: w.greeting(f.customer.fullName),
    signature: shop.shopName,
    links: [orderLink(f.orderId, f.lang, shop)],
  };
  const id = f.orderId;
  const total = formatRupees(f.totalPaise);
  switch (kind) {
    case "confirmation":
      return renderEmail({
        ...base,
        kind: "order-confirmation",
        subject: w.confirmedSubject(id, shop.shopName),
        paragraphs: [f.cashOnDelivery ? w.confirmedCod(id, total) : w.confirmedPaid(id, total), w.dispatch],
        table: orderTable(f),
      });
    case "shipped": {
      const facts: [string, string][] = [
        [w.courier, f.courierName ?? ""],
        [w.awb, f.awbNumber ?? ""],
      ];
      const links = f.trackingUrl
        ? [{ label: w.trackParcel, url: f.trackingUrl }, ...base.links]
        : base.links;
      return renderEmail({
        ...base,
        kind: "order-shipped",
        subject: w.shippedSubject(id, shop.shopName),
        paragraphs: [w.shipped(id)],
        table: orderTable(f),
        facts,
        links,
      });
    }
    case "delivered":
      return renderEmail({
        ...base,
        kind: "order-delivered",
        subject: w.deliveredSubject(id, shop.shopName),
        paragraphs: [w.delivered(id), w.missing],
      });
    case "cancelled":
      return renderEmail({
        ...base,
        kind: "order-cancelled",
        subject: w.cancelledSubject(id, shop.shopName),
        paragraphs: [
          w.cancelled(id, extra.reason),
          f.cashOnDelivery
            ? w.cancelledCod
            : extra.refundPaise === 0
              ? w.cancelledAllBack
              : extra.refundPaise !== undefined && extra.refundPaise !== f.totalPaise
                ? w.cancelledRefundRest(formatRupees(extra.refundPaise))
                : w.cancelledRefund(total),
        ],
        table: orderTable(f),
      });
  }
}

/**
 * The email a customer gets once the provider has returned money: all of a payment (a cancel,
 * money the shop could not keep), or part of an order with the staff's reason and the lines
 * it was for.
 */
export function refundEmail(input: {
  orderId: number;
  amountPaise: Paise;
  customer: { fullName: string; email: string | null };
  shop: ShopMail;
  /** The order's language. */
  lang: Lang;
  /** A part refund: why, and the lines it returns (none for an amount). */
  part?: { reason: string; lines: { productName: string; pack: string; qty: number; amountPaise: Paise }[] };
}): Email {
  const amount = formatRupees(input.amountPaise);
  const w = emailTexts(input.lang);
  const { part } = input;
  return renderEmail({
    to: input.customer.email,
    lang: input.lang,
    kind: "refund",
    subject: w.refundSubject(amount, input.orderId, input.shop.shopName),
    greeting: w.greeting(input.customer.fullName),
    paragraphs: part
      ? [w.refundedPart(amount, input.orderId, part.reason), w.refundPartBanks]
      : [w.refunded(amount, input.orderId), w.refundBanks],
    table: part?.lines.length
      ? {
          rows: part.lines.map((l) => [
            `${l.productName} (${l.pack}) × ${l.qty}`,
            formatRupees(l.amountPaise),
          ]),
          totals: [[w.refundedLines, amount]],
        }
      : undefined,
    links: [orderLink(input.orderId, input.lang, input.shop)],
    signature: input.shop.shopName,
  });
}
