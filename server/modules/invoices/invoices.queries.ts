import { z } from "zod";
import { toRupeeString } from "../../../lib/money";
import { dayField, indiaDayEnd, indiaDayStart } from "../../../lib/validation/fulfilment";
import { invalidInput } from "../../domain-error";
import { INVOICE_KINDS } from "./invoices.schema";
import type { InvoicesService } from "./invoices.service";

// The invoices' back-office queries (docs/decisions/0029-use-cases-and-borders.md): what the
// invoices page and the admin API both answer, presented once.

/** The list's filters, as the API's body and the invoices page's query give them. */
export const invoiceListFields = z.object({
  from: dayField().optional(),
  to: dayField().optional(),
  kind: z.enum(INVOICE_KINDS, { error: "Choose tax invoices or credit notes." }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});

/** Days (India's time, both included) into the instants of a period; one that ends before it starts is refused. */
export function invoicePeriod(from?: string, to?: string) {
  const start = from ? indiaDayStart(from) : undefined;
  const end = to ? indiaDayEnd(to) : undefined;
  if (start && end && end <= start) throw invalidInput("The period must end on or after the day it starts.");
  return { from: start, to: end };
}

export const invoiceRowWire = z.object({
  id: z.number(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issued_at: z.string(),
  order_id: z.number(),
  against: z.string().nullable(),
  path: z.string().describe("The document's page in the back office (add .pdf for its PDF)."),
  buyer_name: z.string(),
  buyer_gstin: z.string().nullable(),
  place_of_supply: z.string(),
  taxable: z.string(),
  tax: z.string(),
  total: z.string(),
});
export const invoiceListWire = z.object({
  rows: z.array(invoiceRowWire),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});

type ListResult = Awaited<ReturnType<InvoicesService["list"]>>;

export const presentInvoiceList = (l: ListResult): z.infer<typeof invoiceListWire> => ({
  rows: l.rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    number: r.number,
    issued_at: r.issuedAt.toISOString(),
    order_id: r.orderId,
    against: r.against,
    path: `/admin/invoices/${r.orderId}${r.file ? `/${r.file}` : ""}`,
    buyer_name: r.buyer.legalName || r.buyer.name,
    buyer_gstin: r.buyer.gstin,
    place_of_supply: r.placeOfSupplyCode ? `${r.placeOfSupply} (${r.placeOfSupplyCode})` : r.placeOfSupply,
    taxable: toRupeeString(r.taxablePaise),
    tax: toRupeeString(r.cgstPaise + r.sgstPaise + r.igstPaise),
    total: toRupeeString(r.totalPaise),
  })),
  total: l.total,
  page: l.page,
  pages: l.pages,
});

/** Invoices and credit notes of a period, newest first, presented. */
export async function invoiceList(invoices: InvoicesService, filter: Parameters<InvoicesService["list"]>[0]) {
  return presentInvoiceList(await invoices.list(filter));
}
