import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant, requiredRef } from "../../db/columns";
import { users } from "../accounts/accounts.schema";
import type { TransactionStatus } from "../orders/order-status";
import { orders } from "../orders/orders.schema";

/**
 * Payment transactions as the customer sees them. Every captured payment id is recorded once
 * (the partial unique index): as the order's Credit, or, when the shop cannot keep the money,
 * as Refunding until the provider has returned it (then Refund).
 */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: identityId(),
    orderId: requiredRef("order_id", () => orders.id),
    userId: requiredRef("user_id", () => users.id),
    provider: text("provider").notNull(),
    /** "Online" (through the provider) or "COD" (cash collected on delivery, recorded by staff). */
    method: text("method").notNull().default("Online"),
    providerOrderId: text("provider_order_id").notNull(),
    providerPaymentId: text("provider_payment_id"),
    status: text("status").$type<TransactionStatus>().notNull(),
    amountPaise: integer("amount_paise").notNull(),
    signatureValid: boolean("signature_valid").notNull().default(false),
    raw: jsonb("raw"),
    /** A Refunding row's claim: the process asking the provider holds it until then (a lease). */
    refundClaimedUntil: instant("refund_claimed_until"),
    /** When the provider returned the money (the row became a Refund). */
    refundedAt: instant("refunded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_transactions_user_idx").on(t.userId, t.createdAt),
    index("payment_transactions_order_idx").on(t.orderId),
    uniqueIndex("payment_transactions_captured_once_uq")
      .on(t.providerPaymentId)
      .where(sql`${t.status} in ('Credit','Refunding','Refund')`),
    check(
      "payment_transactions_status",
      sql`${t.status} in ('Credit','Failed','Pending','Refunding','Refund')`,
    ),
    check("payment_transactions_amount", sql`${t.amountPaise} >= 0`),
    check("payment_transactions_method", sql`${t.method} in ('Online','COD')`),
  ],
);

/**
 * Provider webhook events already applied; a repeated event id is ignored. An event is
 * recorded in the transaction that applies it, so one whose handling failed is taken again.
 */
export const webhookEvents = pgTable("webhook_events", {
  id: identityId(),
  provider: text("provider").notNull(),
  eventId: text("event_id").notNull().unique(),
  eventType: text("event_type").notNull(),
  receivedAt: instant("received_at").notNull().defaultNow(),
  payload: jsonb("payload"),
});
