import { z } from "zod";
import { toRupeeString } from "../../../lib/money";
import { dayField, indiaDayEnd, indiaDayStart } from "../../../lib/validation/fulfilment";
import { invalidInput } from "../../domain-error";
import { defineAdminApi } from "../../http/admin-api";
import type { StaffSessions } from "../staff";
import { INVOICE_KINDS } from "./invoices.schema";
import type { InvoicesService } from "./invoices.service";

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

/** The back office's invoices: the list by period and the CSV for GST returns (money: owner, manager). */
export function invoicesAdminApi(invoices: InvoicesService, sessions: StaffSessions) {
  const api = defineAdminApi("Invoices", sessions);

  api.post(
    {
      path: "/invoices/list",
      summary:
        "Tax invoices and credit notes issued in a period (India's days, both included), newest first, 50 a page.",
      permission: "payments",
      body: invoiceListFields,
      data: invoiceListWire,
    },
    async (_c, body) => {
      const list = await invoices.list({
        ...invoicePeriod(body.from, body.to),
        kind: body.kind,
        page: body.page,
      });
      return { data: presentInvoiceList(list) };
    },
  );

  api.post(
    {
      path: "/invoices/export",
      summary:
        "The CSV for GST returns of the documents issued between two days: one row per document and GST rate.",
      description: "Answers `text/csv` (a download), not JSON.",
      permission: "payments",
      body: z.object({ from: dayField(), to: dayField() }),
      data: z.string(),
    },
    async (c, body) => {
      const { from, to } = invoicePeriod(body.from, body.to);
      const { csv } = await invoices.exportCsv(from as Date, to as Date);
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="gst-invoices-${body.from}-to-${body.to}.csv"`,
      });
    },
  );

  return api;
}
