import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { TaxedLine } from "../../../lib/gst";
import { identityId, instant, requiredRef } from "../../db/columns";
import { orders } from "../orders";
import type { InvoiceBuyer, InvoiceSupplier } from "./invoice-types";

export const INVOICE_KINDS = ["INVOICE", "CREDIT_NOTE"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const invoiceKindEnum = pgEnum("invoice_kind", INVOICE_KINDS);

/**
 * The last number given in each series (tax invoices, credit notes) and financial year. The
 * row is locked by the transaction that issues a document and bumped in it, so numbers are
 * consecutive with no gaps: a transaction that rolls back gives its number back.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    kind: invoiceKindEnum("kind").notNull(),
    /** "2026-27": April to March, in India's time. */
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * Tax invoices and credit notes as issued: the supplier, buyer, place of supply and every
 * computed line are stored, never computed again, so later edits of the settings or the
 * catalogue change no document. The database refuses to change or delete a row (a trigger of
 * the migration); a mistake is corrected by a credit note.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: identityId(),
    kind: invoiceKindEnum("kind").notNull(),
    /** "HA/2026-27/000123"; a credit note "HA/CN/2026-27/000007". */
    number: text("number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    seq: integer("seq").notNull(),
    orderId: requiredRef("order_id", () => orders.id),
    /** A credit note's invoice (an order may have several credit notes: docs/decisions/0032-refunds.md). */
    invoiceId: integer("invoice_id"),
    issuedAt: instant("issued_at").notNull(),
    supplier: jsonb("supplier").$type<InvoiceSupplier>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceBuyer>().notNull(),
    placeOfSupply: text("place_of_supply").notNull(),
    /** Two digits; "" when the delivery state was not one the shop knows. */
    placeOfSupplyCode: text("place_of_supply_code").notNull(),
    intraState: boolean("intra_state").notNull(),
    lines: jsonb("lines").$type<TaxedLine[]>().notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    igstPaise: integer("igst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
  },
  (t) => [
    // One tax invoice per order; credit notes, one per refund (a part refund, then the rest).
    uniqueIndex("invoices_one_invoice_uq")
      .on(t.orderId)
      .where(sql`${t.kind} = 'INVOICE'`),
    index("invoices_order_idx").on(t.orderId),
    unique("invoices_series_seq").on(t.kind, t.financialYear, t.seq),
    index("invoices_issued_idx").on(t.issuedAt),
    check(
      "invoices_money",
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
