import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentTransactions, type RefundedLine, refunds } from "./payments.schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The refunds an order owes, written in the caller's transaction (the provider is asked after
 * the commit: refunds.ts). Each row gets a reference of its own, sent to the provider with the
 * refund so that a retry can find it there (docs/decisions/0032-refunds.md).
 */

/** Unique per refund, and short: Razorpay takes a receipt of at most 40 characters. */
export const newReference = () => `rf_${randomBytes(12).toString("base64url")}`;

/** A payment the order keeps (a Credit) and how much of it is not yet refunded or owed back. */
export interface KeptPayment {
  transactionId: number;
  paymentId: string | null;
  method: string;
  amountPaise: number;
  leftPaise: number;
}

/**
 * The order's kept payments with what is left of each: its amount less every refund of it,
 * made or still owed. Call with the order locked, so that no other refund is being added.
 */
export async function keptPayments(tx: Tx, orderId: number): Promise<KeptPayment[]> {
  const rows = await tx
    .select({
      transactionId: paymentTransactions.id,
      paymentId: paymentTransactions.providerPaymentId,
      method: paymentTransactions.method,
      amountPaise: paymentTransactions.amountPaise,
      // Spelled out: drizzle leaves the table names off the columns of a one-table select.
      refundedPaise: sql<number>`coalesce((select sum(r.amount_paise) from refunds r
        where r.transaction_id = payment_transactions.id), 0)::int`,
    })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.status, "Credit")))
    .orderBy(asc(paymentTransactions.id));
  return rows.map(({ refundedPaise, ...r }) => ({ ...r, leftPaise: r.amountPaise - Number(refundedPaise) }));
}

/**
 * A cancelled order owes back all that is left of its kept payments: one whole refund each,
 * and each payment becomes Refunding. The new refunds' ids.
 */
export async function oweTheRest(tx: Tx, orderId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const p of await keptPayments(tx, orderId)) {
    await tx
      .update(paymentTransactions)
      .set({ status: "Refunding" })
      .where(eq(paymentTransactions.id, p.transactionId));
    if (p.leftPaise > 0) {
      ids.push(await insertRefund(tx, { orderId, transactionId: p.transactionId, amountPaise: p.leftPaise }));
    }
  }
  return ids;
}

/** Money the shop cannot keep (recorded as a Refunding payment) is owed back whole. */
export const oweWhole = (tx: Tx, payment: { orderId: number; transactionId: number; amountPaise: number }) =>
  insertRefund(tx, payment);

/** Part of a kept payment owed back at a staff member's word, with the reason and lines. */
export const owePart = (
  tx: Tx,
  part: {
    orderId: number;
    transactionId: number;
    amountPaise: number;
    reason: string;
    lines: RefundedLine[];
    restocked: boolean;
    staffId: number;
  },
) => insertRefund(tx, { ...part, kind: "part" });

async function insertRefund(
  tx: Tx,
  r: {
    orderId: number;
    transactionId: number;
    amountPaise: number;
    kind?: "whole" | "part";
    reason?: string;
    lines?: RefundedLine[];
    restocked?: boolean;
    staffId?: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(refunds)
    .values({ kind: "whole", ...r, reference: newReference() })
    .returning({ id: refunds.id });
  return row.id;
}

/** How many units of each order line part refunds have returned (made or still owed). */
export async function unitsRefunded(tx: Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ lines: refunds.lines })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.kind, "part")));
  const units = new Map<number, number>();
  for (const r of rows)
    for (const l of r.lines) units.set(l.orderLineId, (units.get(l.orderLineId) ?? 0) + l.qty);
  return units;
}

/** How many of the order's refunds the provider has still to make. */
export async function refundsOutstanding(tx: Tx, orderId: number): Promise<number> {
  const [due] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "Refunding")));
  return Number(due.n);
}

/** What the given refunds come to together (the amount a cancellation's email names). */
export async function refundsTotal(tx: Tx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [back] = await tx
    .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(inArray(refunds.id, ids));
  return Number(back.paise);
}
