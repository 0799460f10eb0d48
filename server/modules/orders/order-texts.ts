import { type Lang, pathInLang } from "../../../lib/i18n/language";
import { formatRupees, type Paise } from "../../../lib/money";
import { emailTexts } from "../../i18n/emails";
import type { SmsKind } from "../sms";
import type { OrderEmailKind, OrderMailFacts, ShopMail } from "./order-emails";

/** What an order's customer is told of: each has a text message, most an email too. */
export type OrderNews = "placed" | "packed" | "shipped" | "delivered" | "cancelled";

export const NEWS_TEXT: Record<OrderNews, SmsKind> = {
  placed: "order_placed",
  packed: "packed",
  shipped: "shipped",
  delivered: "delivered",
  cancelled: "cancelled",
};

/** The email of each piece of news; packing has none (a text is enough). */
export const NEWS_EMAIL: Partial<Record<OrderNews, OrderEmailKind>> = {
  placed: "confirmation",
  shipped: "shipped",
  delivered: "delivered",
  cancelled: "cancelled",
};

/** An amount as the templates want it, after their "Rs" or "₹": 1,234.50. */
export const textRupees = (paise: Paise) => formatRupees(paise).replace("₹", "");

/** The order's page on the shop, absolute, in the customer's language. */
export const orderUrl = (orderId: number, lang: Lang, shop: ShopMail) =>
  `${shop.publicUrl}${pathInLang(`/order/${orderId}`, lang)}`;

/**
 * The variables of an order's text message (server/modules/texts/text-templates.ts). Links go
 * to the shop's own order page, which shows the courier's tracking link: an SMS may only carry
 * links of a domain registered on DLT, and the shop's is the one registered (docs/text-templates.md).
 */
export function orderTextVars(
  news: OrderNews,
  f: OrderMailFacts,
  lang: Lang,
  shop: ShopMail,
  extra: { reason?: string; refundPaise?: number } = {},
): Record<string, string> {
  const base = { shop: shop.shopName, order: `#${f.orderId}` };
  const link = orderUrl(f.orderId, lang, shop);
  switch (news) {
    case "placed":
      return { ...base, total: textRupees(f.totalPaise), link };
    case "shipped":
      return { ...base, courier: f.courierName ?? "-", awb: f.awbNumber ?? "-", link };
    case "cancelled": {
      const w = emailTexts(lang);
      const money = f.cashOnDelivery
        ? w.cancelledCod
        : extra.refundPaise === 0
          ? w.cancelledAllBack
          : extra.refundPaise !== undefined && extra.refundPaise !== f.totalPaise
            ? w.cancelledRefundRest(formatRupees(extra.refundPaise))
            : w.cancelledRefund(formatRupees(f.totalPaise));
      return { ...base, reason: extra.reason ? `${extra.reason.trim()} ${money}` : money };
    }
    default:
      return base;
  }
}
