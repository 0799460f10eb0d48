/**
 * The text messages the shop sends, each a template registered with India's DLT (operators drop
 * an SMS whose words and template id they do not know): docs/deploy.md says how to register them.
 */
/** An order's news, from placed to refunded: what may go by WhatsApp as well. */
export const ORDER_NEWS_KINDS = [
  "order_placed",
  "cod_confirm",
  "packed",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
  // The one request to rate a delivered order (docs/decisions/0045-ratings-and-reviews.md).
  "rate_order",
] as const;

export const SMS_KINDS = [
  "login_code",
  "password_code",
  ...ORDER_NEWS_KINDS,
  // The payment link staff send for an order taken by phone (docs/decisions/0038-orders-taken-by-staff.md).
  "payment_link",
  // A sold-out pack someone asked about is back (docs/decisions/0046-back-in-stock.md).
  "back_in_stock",
] as const;

export type SmsKind = (typeof SMS_KINDS)[number];

/** One SMS: to an E.164 number, of a kind, its words as sent and the template's variables. */
export interface Sms {
  to: string;
  kind: SmsKind;
  /** The whole text, as the template with its variables filled in (the log shows it). */
  text: string;
  /** The template's variables by name, as MSG91 fills them in. */
  vars: Record<string, string>;
  /** The customer's language: WhatsApp picks the template's translation by it. */
  lang?: "en" | "hi";
}

/** Where SMS go: the log (no account needed) or MSG91. */
export interface SmsSender {
  readonly name: "log" | "msg91";
  /** Sends one SMS; resolves with the provider's id for it, or throws (the outbox tries again). */
  send(sms: Sms): Promise<{ providerId: string }>;
}
