import { type Lang, pathInLang } from "../../../lib/i18n/language";
import { formatRupees, type Paise } from "../../../lib/money";
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

/** The most characters a DLT template's variable holds (docs/text-templates.md). */
export const DLT_VAR_MAX = 30;

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

/** A cancelled order's word on the money when no reason is given. */
const CANCELLED_MONEY: Record<Lang, Record<"cod" | "paid", string>> = {
  en: { cod: "Nothing is owed.", paid: "Your payment is refunded." },
  hi: { cod: "कुछ बकाया नहीं है।", paid: "आपका भुगतान लौटाया जाएगा।" },
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
      // A DLT variable holds at most 30 characters: the staff's reason, clipped, or a short
      // word on the money (a refund has a message of its own).
      const reason = extra.reason?.trim();
      const money = CANCELLED_MONEY[lang][f.cashOnDelivery ? "cod" : "paid"];
      return { ...base, reason: reason ? clip(reason, DLT_VAR_MAX) : money };
    }
    default:
      return base;
  }
}
