import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invalidInput, notFound } from "../../domain-error";
import type { Logger } from "../../logger";
import { completePaidOrder } from "../orders/order-paid";
import { isPaid, type OrderStatus } from "../orders/order-status";
import { type Order, orders } from "../orders/orders.schema";
import { retakeStock } from "../orders/stock-holds";
import { paymentTransactions, webhookEvents } from "./payments.schema";
import type { PaymentProvider } from "./providers";
import { parseWebhookEvent } from "./webhook-event";

/** Where a payment report came from; kept with its transaction for staff. */
type PaymentSource = { source: "checkout" } | { source: "webhook"; event: string };

/** What the shop knows of an order's payment, for the customer who placed it. */
export interface PaymentOutcome {
  orderId: number;
  status: OrderStatus;
  paid: boolean;
}

/**
 * Payments as the provider reports them: a signed checkout response or a signed webhook.
 * `settle` marks a verified payment exactly once however often it is reported; failures are
 * recorded and leave the order unpaid.
 */
export function createPaymentsService(
  db: Db,
  deps: { provider: PaymentProvider; logger: Logger; shopName: string; onStockChange?: () => void },
) {
  const { provider } = deps;

  /** The customer's own order for a provider order id (not found for anyone else's). */
  async function ownOrder(userId: number, providerOrderId: string): Promise<Order> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.userId, userId)));
    if (!order) throw notFound("This order was not found.");
    return order;
  }

  async function settle(
    providerOrderId: string,
    paymentId: string,
    from: PaymentSource,
    amountPaise?: number,
  ) {
    const outcome = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.providerOrderId, providerOrderId))
        .for("update");
      if (!order) throw notFound("This order was not found.");
      if (isPaid(order.status)) return { orderId: order.id, settledNow: false };
      if (amountPaise !== undefined && amountPaise !== order.totalPaise) {
        throw invalidInput("The amount paid does not match the order.");
      }
      if (order.status === "EXPIRED") await retakeStock(tx, order.id, deps.logger);
      await tx
        .insert(paymentTransactions)
        .values({
          orderId: order.id,
          userId: order.userId,
          provider: order.provider,
          providerOrderId,
          providerPaymentId: paymentId,
          status: "Credit",
          amountPaise: order.totalPaise,
          signatureValid: true,
          raw: from,
        })
        .onConflictDoNothing();
      await completePaidOrder(tx, order, deps.shopName);
      return { orderId: order.id, settledNow: true };
    });
    if (outcome.settledNow) deps.onStockChange?.();
    return outcome;
  }

  /** Records a failed or unverifiable payment; the order stays unpaid. */
  async function recordFailure(
    providerOrderId: string,
    paymentId: string | null,
    from: PaymentSource,
    signatureValid: boolean,
  ) {
    const [order] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    if (!order) return;
    await db.insert(paymentTransactions).values({
      orderId: order.id,
      userId: order.userId,
      provider: order.provider,
      providerOrderId,
      providerPaymentId: paymentId,
      status: "Failed",
      amountPaise: order.totalPaise,
      signatureValid,
      raw: from,
    });
  }

  return {
    provider,
    settle,
    recordFailure,

    /** Whether the customer's order for this provider order id is paid; the browser's word is never taken. */
    async outcome(userId: number, providerOrderId: string): Promise<PaymentOutcome> {
      const order = await ownOrder(userId, providerOrderId);
      return { orderId: order.id, status: order.status, paid: isPaid(order.status) };
    },

    /**
     * The checkout's signed response: a valid signature settles the order; an invalid one is
     * recorded as a failed transaction and settles nothing.
     */
    async verifyCheckout(
      userId: number,
      signed: { providerOrderId: string; paymentId: string; signature: string },
    ): Promise<{ verified: true; orderId: number } | { verified: false }> {
      const order = await ownOrder(userId, signed.providerOrderId);
      const providerOrderId = order.providerOrderId as string;
      if (!provider.paymentSignatureValid(providerOrderId, signed.paymentId, signed.signature)) {
        await recordFailure(providerOrderId, signed.paymentId, { source: "checkout" }, false);
        return { verified: false };
      }
      const settled = await settle(providerOrderId, signed.paymentId, { source: "checkout" });
      return { verified: true, orderId: settled.orderId };
    },

    /**
     * A webhook from the provider: refused unless signed with the webhook secret; an event id
     * seen before is ignored; a captured payment settles its order, a failed one is recorded.
     */
    async receiveWebhook(raw: Buffer, signature: string, eventIdHeader?: string) {
      if (!provider.webhookSignatureValid(raw, signature)) throw invalidInput("Invalid webhook signature.");
      const event = parseWebhookEvent(raw, eventIdHeader);
      const fresh = await db
        .insert(webhookEvents)
        .values({
          provider: "razorpay",
          eventId: event.eventId,
          eventType: event.type,
          payload: event.payload,
        })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (fresh.length === 0) return { duplicate: true };
      const { providerOrderId, paymentId } = event;
      const from: PaymentSource = { source: "webhook", event: event.type };
      if (
        (event.type === "payment.captured" || event.type === "order.paid") &&
        providerOrderId &&
        paymentId
      ) {
        await settle(providerOrderId, paymentId, from, event.amountPaise);
      } else if (event.type === "payment.failed" && providerOrderId) {
        await recordFailure(providerOrderId, paymentId ?? null, from, true);
      }
      return { duplicate: false };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
