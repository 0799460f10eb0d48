import { type Lang, LOCALE } from "../../../lib/i18n/language";
import { INDIA_TIME_ZONE } from "../../../lib/india-time";
import type { OrderStatus, PaymentStatus, TransactionStatus } from "../../../lib/order-statuses";

/**
 * The words for each status: the catalogue's `orders` section (the storefront's `useT()`, the
 * back office's English en-pages). Typed here so that a status added to the orders module
 * cannot go without its words in any language.
 */
interface StatusWords {
  orders: {
    status: Readonly<Record<OrderStatus, string>>;
    paymentStatus: Readonly<Record<PaymentStatus, string>>;
    transactionStatus: Readonly<Record<TransactionStatus, string>>;
    methods: Readonly<Record<string, string>>;
  };
}

/** An order's status as a customer reads it ("Awaiting payment", "Paid", ...). */
export const orderStatusText = (t: StatusWords, status: OrderStatus) => t.orders.status[status];
/** Where an order's payment stands, in words. */
export const paymentStatusText = (t: StatusWords, status: PaymentStatus) => t.orders.paymentStatus[status];
/** How an order is paid ("Online", "COD"), in words; a method without words shows as stored. */
export const paymentMethodText = (t: StatusWords, method: string) => t.orders.methods[method] ?? method;
/** What a payment transaction was, in words. */
export const transactionStatusText = (t: StatusWords, status: TransactionStatus) =>
  t.orders.transactionStatus[status];

// Built once per language: an Intl formatter is costly to make, and a list formats many dates.
const dateTimes = new Map<Lang, Intl.DateTimeFormat>();

/** When an order was placed or a payment made, in India's time, in the page's language. */
export function formatDateTime(date: Date, lang: Lang = "en") {
  let format = dateTimes.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], {
      dateStyle: "medium",
      timeStyle: "short",
      // Hindi's 12-hour clock says "am"/"pm" in Latin letters: the 24-hour clock has none.
      ...(lang === "hi" ? { hourCycle: "h23" as const } : {}),
      timeZone: INDIA_TIME_ZONE,
    });
    dateTimes.set(lang, format);
  }
  return format.format(date);
}
