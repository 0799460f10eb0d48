import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invalidInput, notFound } from "../../domain-error";
import type { Logger } from "../../logger";
import {
  isPaid,
  markPaymentFailed,
  type Order,
  type OrderStatus,
  orders,
  type ShopMail,
  type Tx,
} from "../orders";
import { paymentTransactions, webhookEvents } from "./payments.schema";
import type { PaymentProvider } from "./providers";
import { createRefunds } from "./refunds";
import type { Applied, ApplyPayment, PaymentSource } from "./settlement";
import { parseWebhookEvent } from "./webhook-event";

/** The webhook events that carry a captured payment for one of the shop's orders (or links). */
const PAID_EVENTS = ["payment.captured", "order.paid", "payment_link.paid"];

/** What the shop knows of an order's payment, for the customer who placed it. */
export interface PaymentOutcome {
  orderId: number;
  status: OrderStatus;
  paid: boolean;
}

/**
 * Payments as the provider reports them: a signed checkout response or a signed webhook.
 * `settle` applies a verified payment exactly once however often it is reported (server/flows/settle-payment.ts, handed in as `applyPayment`);
 * money the shop cannot keep is refunded after the commit (refunds.ts); failures are recorded
 * and leave the order unpaid.
 */
export function createPaymentsService(
  db: Db,
  deps: {
    provider: PaymentProvider;
    logger: Logger;
    shop: ShopMail;
    onStockChange?: () => void;
    /** What a payment does to its order (server/flows/settle-payment.ts). */
    applyPayment: ApplyPayment;
  },
) {
  const { provider, applyPayment } = deps;
  const refunds = createRefunds(db, deps);

  /** The customer's own order for a provider order id (not found for anyone else's). */
  async function ownOrder(userId: number, providerOrderId: string): Promise<Order> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.userId, userId)));
    if (!order) throw notFound("This order was not found.");
    return order;
  }

  /** After the commit: caches learn of the stock change, the provider refunds what is due. */
  async function afterCommit(applied: Applied) {
    if (applied.settledNow) deps.onStockChange?.();
    if (applied.refund) await refunds.run([applied.refund]);
  }

  async function settle(providerOrderId: string, paymentId: string, from: PaymentSource) {
    const applied = await db.transaction((tx) =>
      applyPayment(tx, { providerOrderId, paymentId, from }, deps.shop),
    );
    await afterCommit(applied);
    return applied;
  }

  /** Records a failed or unverifiable payment; the order stays unpaid. */
  async function recordFailure(
    tx: Tx,
    providerOrderId: string,
    paymentId: string | null,
    from: PaymentSource,
    signatureValid: boolean,
  ) {
    const [order] = await tx.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    if (!order) return;
    await tx.insert(paymentTransactions).values({
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
    // Only the provider's own word marks the payment failed; a forged response changes nothing.
    if (signatureValid) await markPaymentFailed(tx, order.id);
  }

  return {
    provider,
    settle,
    /** Tries again the refunds the provider could not make earlier. */
    retryRefunds: refunds.retryDue,
    /** Asks the provider for refunds just owed (their rows' ids), after the commit that owed them. */
    runRefunds: refunds.run,

    /** Whether the customer's order for this provider order id is paid; the browser's word is never taken. */
    async outcome(userId: number, providerOrderId: string): Promise<PaymentOutcome> {
      const order = await ownOrder(userId, providerOrderId);
      return { orderId: order.id, status: order.status, paid: isPaid(order.status) };
    },

    /**
     * The checkout's signed response: a valid signature settles the order (or, when the shop
     * cannot keep the money, refunds it: `paid` false); an invalid one is recorded as a failed
     * transaction and settles nothing.
     */
    async verifyCheckout(
      userId: number,
      signed: { providerOrderId: string; paymentId: string; signature: string },
    ): Promise<{ verified: true; orderId: number; paid: boolean } | { verified: false }> {
      const order = await ownOrder(userId, signed.providerOrderId);
      const providerOrderId = order.providerOrderId as string;
      if (!provider.paymentSignatureValid(providerOrderId, signed.paymentId, signed.signature)) {
        await db.transaction((tx) =>
          recordFailure(tx, providerOrderId, signed.paymentId, { source: "checkout" }, false),
        );
        return { verified: false };
      }
      const settled = await settle(providerOrderId, signed.paymentId, { source: "checkout" });
      return { verified: true, orderId: settled.orderId, paid: settled.paid };
    },

    /**
     * A webhook from the provider: refused unless signed with the webhook secret. The event id
     * is recorded in the transaction that applies the event: an event seen before is ignored,
     * and one whose handling failed (answered 5xx) is applied when the provider retries it.
     */
    async receiveWebhook(raw: Buffer, signature: string, eventIdHeader?: string) {
      if (!provider.webhookSignatureValid(raw, signature)) throw invalidInput("Invalid webhook signature.");
      const event = parseWebhookEvent(raw, eventIdHeader);
      const { providerOrderId, paymentId } = event;
      const from: PaymentSource = { source: "webhook", event: event.type };
      const outcome = await db.transaction(async (tx) => {
        const fresh = await tx
          .insert(webhookEvents)
          .values({
            provider: "razorpay",
            eventId: event.eventId,
            eventType: event.type,
            payload: event.payload,
          })
          .onConflictDoNothing()
          .returning({ id: webhookEvents.id });
        if (fresh.length === 0) return { duplicate: true } as const;
        if (PAID_EVENTS.includes(event.type) && providerOrderId && paymentId) {
          // A payment link's payment also comes as payment.captured naming the order Razorpay
          // made for the link, which the shop never kept: payment_link.paid settles that one.
          const [known] = await tx
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.providerOrderId, providerOrderId));
          if (!known && event.type !== "payment_link.paid") return { duplicate: false } as const;
          const applied = await applyPayment(
            tx,
            { providerOrderId, paymentId, amountPaise: event.amountPaise, from },
            deps.shop,
          );
          return { duplicate: false, applied } as const;
        }
        if (event.type === "payment.failed" && providerOrderId) {
          await recordFailure(tx, providerOrderId, paymentId ?? null, from, true);
        }
        return { duplicate: false } as const;
      });
      if (!outcome.duplicate && outcome.applied) await afterCommit(outcome.applied);
      return { duplicate: outcome.duplicate };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
