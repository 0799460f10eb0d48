import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { TaxedLine } from "../../../lib/gst";
import { byRate } from "../../../lib/gst";
import { toRupeeString } from "../../../lib/money";
import { type CsvCell, toCsv } from "../../csv";
import type { Db } from "../../db/client";
import { invalidInput } from "../../domain-error";
import { orders } from "../orders";
import { creditNoteFile } from "./credit-note-file";
import { invoiceDate } from "./invoice-view";
import { type Invoice, type InvoiceKind, invoices } from "./invoices.schema";

export const INVOICES_PER_PAGE = 50;
/** Never more documents than this in one file: a longer period is asked for in parts. */
export const EXPORT_MAX_INVOICES = 20_000;

/** Said when a period holds more documents than one file takes. */
export const tooManyInvoices = (n = EXPORT_MAX_INVOICES) =>
  `This period holds more than ${n.toLocaleString("en-IN")} invoices and credit notes: export a shorter period, then the rest.`;

/** An order's documents: its tax invoice and its credit notes (one per refund), oldest first. */
export interface OrderDocuments {
  orderId: number;
  userId: number;
  invoice: Invoice | null;
  creditNotes: Invoice[];
}

export interface InvoiceFilter {
  from?: Date;
  to?: Date;
  kind?: InvoiceKind;
  page?: number;
}

const CSV_HEADER = [
  "document",
  "number",
  "date",
  "financial_year",
  "order_id",
  "against_invoice",
  "buyer_gstin",
  "buyer_name",
  "supply_type",
  "place_of_supply",
  "document_value",
  "gst_rate",
  "taxable_value",
  "igst",
  "cgst",
  "sgst",
];

/**
 * The issued invoices and credit notes as people and accountants read them: an order's own
 * documents (its customer's pages check the owner), the back office's list by period and the
 * CSV for GST returns (one row per document and rate, as GSTR-1 asks: B2B with the buyer's
 * GSTIN, B2C without).
 */
export function createInvoicesService(db: Db) {
  const where = (f: InvoiceFilter) => {
    const parts: SQL[] = [];
    if (f.from) parts.push(gte(invoices.issuedAt, f.from));
    if (f.to) parts.push(lt(invoices.issuedAt, f.to));
    if (f.kind) parts.push(eq(invoices.kind, f.kind));
    return parts.length ? and(...parts) : undefined;
  };

  /** The numbers of the invoices these credit notes cancel. */
  async function againstOf(rows: Invoice[]) {
    const ids = rows.map((r) => r.invoiceId).filter((id): id is number => id !== null);
    if (ids.length === 0) return new Map<number, string>();
    const found = await db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(inArray(invoices.id, ids));
    return new Map(found.map((r) => [r.id, r.number]));
  }

  /** Each credit note's address under its order (creditNoteFile): its place among the order's. */
  async function filesOf(rows: Invoice[]) {
    const orderIds = [...new Set(rows.filter((r) => r.kind === "CREDIT_NOTE").map((r) => r.orderId))];
    if (orderIds.length === 0) return new Map<number, string>();
    const notes = await db
      .select({ id: invoices.id, orderId: invoices.orderId })
      .from(invoices)
      .where(and(inArray(invoices.orderId, orderIds), eq(invoices.kind, "CREDIT_NOTE")))
      .orderBy(asc(invoices.id));
    const seen = new Map<number, number>();
    return new Map(
      notes.map((r) => {
        const position = (seen.get(r.orderId) ?? 0) + 1;
        seen.set(r.orderId, position);
        return [r.id, creditNoteFile(position)];
      }),
    );
  }

  return {
    async forOrder(orderId: number): Promise<OrderDocuments | null> {
      const [order] = await db
        .select({ id: orders.id, userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order) return null;
      const docs = await db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .orderBy(asc(invoices.id));
      return {
        orderId,
        userId: order.userId,
        invoice: docs.find((d) => d.kind === "INVOICE") ?? null,
        creditNotes: docs.filter((d) => d.kind === "CREDIT_NOTE"),
      };
    },

    /** Issued documents, newest first, a page at a time, with the period's totals. */
    async list(f: InvoiceFilter) {
      const page = f.page ?? 1;
      const rows = await db
        .select()
        .from(invoices)
        .where(where(f))
        .orderBy(desc(invoices.issuedAt), desc(invoices.id))
        .limit(INVOICES_PER_PAGE)
        .offset((page - 1) * INVOICES_PER_PAGE);
      const [{ n }] = await db.select({ n: count() }).from(invoices).where(where(f));
      const against = await againstOf(rows);
      const files = await filesOf(rows);
      return {
        rows: rows.map((r) => ({
          ...r,
          against: r.invoiceId ? (against.get(r.invoiceId) ?? null) : null,
          file: r.kind === "CREDIT_NOTE" ? (files.get(r.id) ?? "credit-note") : null,
        })),
        total: Number(n),
        page,
        pages: Math.max(1, Math.ceil(Number(n) / INVOICES_PER_PAGE)),
      };
    },

    /**
     * The CSV for GST returns of the documents issued in [from, to); a period holding more than
     * `max` documents is refused with what to do, never written cut short.
     */
    async exportCsv(
      from: Date,
      to: Date,
      max = EXPORT_MAX_INVOICES,
    ): Promise<{ csv: string; documents: number }> {
      const rows = await db
        .select()
        .from(invoices)
        .where(where({ from, to }))
        .orderBy(asc(invoices.kind), asc(invoices.financialYear), asc(invoices.seq))
        .limit(max + 1);
      if (rows.length > max) throw invalidInput(tooManyInvoices(max));
      const against = await againstOf(rows);
      const out: CsvCell[][] = [];
      for (const r of rows) {
        for (const rate of byRate(r.lines as TaxedLine[])) {
          out.push([
            r.kind === "CREDIT_NOTE" ? "Credit note" : "Tax invoice",
            r.number,
            invoiceDate(r.issuedAt),
            r.financialYear,
            r.orderId,
            r.invoiceId ? (against.get(r.invoiceId) ?? "") : "",
            r.buyer.gstin ?? "",
            r.buyer.legalName || r.buyer.name,
            r.buyer.gstin ? "B2B" : "B2C",
            r.placeOfSupplyCode ? `${r.placeOfSupplyCode}-${r.placeOfSupply}` : r.placeOfSupply,
            toRupeeString(r.totalPaise),
            rate.ratePercent,
            toRupeeString(rate.taxablePaise),
            toRupeeString(rate.igstPaise),
            toRupeeString(rate.cgstPaise),
            toRupeeString(rate.sgstPaise),
          ]);
        }
      }
      return { csv: toCsv(CSV_HEADER, out), documents: rows.length };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
