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
  };
}

const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);

/** Parses a webhook's raw body (already verified by its signature). */
export function parseWebhookEvent(raw: Buffer, eventIdHeader: string | undefined): WebhookEvent {
  let body: RazorpayEventBody;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    throw invalidInput("The request body is not valid JSON.");
  }
  if (body === null || typeof body !== "object") throw invalidInput("The request body is not valid JSON.");
  const payment = body.payload?.payment?.entity;
  const amount = payment?.amount;
  return {
    eventId: eventIdHeader || paymentSignature("event", raw.toString("utf8"), ""),
    type: text(body.event) ?? "unknown",
    providerOrderId: text(payment?.order_id) ?? text(body.payload?.order?.entity?.id),
    paymentId: text(payment?.id),
    // Anything but a number where an amount is given can never match an order's total.
    amountPaise: amount === undefined || typeof amount === "number" ? amount : Number.NaN,
    payload: body,
  };
}
