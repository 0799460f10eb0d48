import { hasControlCharacters } from "../../../lib/validation/fields";
import { invalidInput } from "../../domain-error";
import { paymentSignature } from "./signature";

/** What the shop reads from one of Razorpay's webhook events (docs/api.md, the payment flow). */
export interface WebhookEvent {
  /** Razorpay's event id, or a hash of the body when the header is missing: replays are ignored by it. */
  eventId: string;
  type: string;
  providerOrderId?: string;
  paymentId?: string;
  /** The amount captured, in paise, when the event says. */
  amountPaise?: number;
  payload: object;
}

interface RazorpayEventBody {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown } };
    order?: { entity?: { id?: unknown } };
    payment_link?: { entity?: { id?: unknown } };
  };
}

/** A text field of the event; one with control characters is no id the shop ever gave out. */
const text = (v: unknown) => {
  if (typeof v !== "string" || v === "") return undefined;
  if (hasControlCharacters(v)) throw invalidInput("The event holds control characters.");
  return v;
};

/** Parses a webhook's raw body (already verified by its signature). */
export function parseWebhookEvent(raw: Buffer, eventIdHeader: string | undefined): WebhookEvent {
  let body: RazorpayEventBody;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    throw invalidInput("The request body is not valid JSON.");
  }
  if (body === null || typeof body !== "object") throw invalidInput("The request body is not valid JSON.");
  // The payload is kept as jsonb, which cannot hold NUL (a 500 otherwise).
  if (/\\u0000/i.test(raw.toString("utf8"))) throw invalidInput("The event holds control characters.");
  const payment = body.payload?.payment?.entity;
  const amount = payment?.amount;
  return {
    eventId: eventIdHeader || paymentSignature("event", raw.toString("utf8"), ""),
    type: text(body.event) ?? "unknown",
    // A paid payment link names its order by the link's id (the shop keeps it as the provider order).
    providerOrderId:
      body.event === "payment_link.paid"
        ? text(body.payload?.payment_link?.entity?.id)
        : (text(payment?.order_id) ?? text(body.payload?.order?.entity?.id)),
    paymentId: text(payment?.id),
    // Anything but a number where an amount is given can never match an order's total.
    amountPaise: amount === undefined || typeof amount === "number" ? amount : Number.NaN,
    payload: body,
  };
}
