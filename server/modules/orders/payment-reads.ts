import type { TransactionStatus } from "./order-status";

/**
 * What the order views read of an order's money, which the payments module keeps in its own
 * tables. The orders module never imports payments (docs/decisions/0034-order-moves-in-one-place.md):
 * the payments module gives this reader (`paymentReads`), and server/services.ts hands it over.
 */
export interface PaymentReads {
  /** The transactions of these orders, oldest first. */
  transactionsOfOrders(orderIds: number[]): Promise<TransactionRow[]>;
  /** A customer's transactions, newest first. */
  transactionsOfUser(userId: number): Promise<TransactionRow[]>;
  /** The refunds of these orders, whole and part, made and owed, by id. */
  refundsOfOrders(orderIds: number[]): Promise<RefundRow[]>;
}

/** One payment transaction, as stored. */
export interface TransactionRow {
  id: number;
  orderId: number;
  status: TransactionStatus;
  /** "Online" or "COD". */
  method: string;
  amountPaise: number;
  providerPaymentId: string | null;
  raw: unknown;
  createdAt: Date;
  refundedAt: Date | null;
}

/** One refund, whole or part, as stored. */
export interface RefundRow {
  id: number;
  orderId: number;
  transactionId: number;
  kind: "whole" | "part";
  status: "Refunding" | "Refund";
  amountPaise: number;
  reason: string;
  lines: { orderLineId: number; productName: string; pack: string; qty: number; amountPaise: number }[];
  restocked: boolean;
  providerRefundId: string | null;
  createdAt: Date;
  refundedAt: Date | null;
}
