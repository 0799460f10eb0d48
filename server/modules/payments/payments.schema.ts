import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant, requiredRef } from "../../db/columns";
import { users } from "../accounts";
import { orders, type TransactionStatus } from "../orders";

/**
 * Payment transactions as the customer sees them. Every captured payment id is recorded once
 * (the partial unique index): as the order's Credit, or, when the shop is returning all of it,
 * as Refunding until the provider has (then Refund). Each refund itself is a row of `refunds`;
 * a Credit partly refunded stays a Credit.
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
    /** When the provider had returned all of it (the row became a Refund; its refunds: refunds.schema.ts). */
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

/** A refund still to be made ("Refunding") or made by the provider ("Refund"). */
export const REFUND_STATUSES = ["Refunding", "Refund"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * "whole": all that is left of a payment (a cancelled order, money the shop could not keep);
 * "part": staff returning part of an order (lines and quantities, or an amount with a reason).
 */
export const REFUND_KINDS = ["whole", "part"] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** A line of a part refund as it was returned: what the customer's page and email name. */
export interface RefundedLine {
  orderLineId: number;
  productName: string;
  /** "500 g" */
  pack: string;
  qty: number;
  amountPaise: number;
}

/**
 * Every refund the shop makes, one row each (docs/decisions/0032-refunds.md). The reference is
 * sent to the provider with the refund (receipt and notes), so that a refund tried again after a
 * crash or a lost answer is first looked for at the provider, never made twice. A process asking
 * the provider holds the row until `claimed_until` (a lease); `attempts` counts those asks.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: identityId(),
    orderId: requiredRef("order_id", () => orders.id),
    /** The payment the money goes back to. */
    transactionId: requiredRef("transaction_id", () => paymentTransactions.id),
    amountPaise: integer("amount_paise").notNull(),
    reference: text("reference").notNull(),
    status: text("status").$type<RefundStatus>().notNull().default("Refunding"),
    kind: text("kind").$type<RefundKind>().notNull(),
    /** Said to the customer: a staff member's reason for a part refund. */
    reason: text("reason").notNull().default(""),
    lines: jsonb("lines").$type<RefundedLine[]>().notNull().default([]),
    /** The lines' packs went back on the shelf. */
    restocked: boolean("restocked").notNull().default(false),
    /** The staff member who asked for it (none: the shop itself, or a customer's cancel). */
    staffId: integer("staff_id"),
    providerRefundId: text("provider_refund_id"),
    attempts: integer("attempts").notNull().default(0),
    claimedUntil: instant("claimed_until"),
    createdAt: createdAt(),
    refundedAt: instant("refunded_at"),
  },
  (t) => [
    uniqueIndex("refunds_reference_uq").on(t.transactionId, t.reference),
    index("refunds_order_idx").on(t.orderId),
    index("refunds_due_idx").on(t.createdAt).where(sql`${t.status} = 'Refunding'`),
    check("refunds_amount", sql`${t.amountPaise} > 0`),
    check("refunds_status", sql`${t.status} in ('Refunding','Refund')`),
    check("refunds_kind", sql`${t.kind} in ('whole','part')`),
  ],
);

export type Refund = typeof refunds.$inferSelect;
