import { csvExport, defineAdminApi } from "../../http/admin-api";
import type { StaffSessions } from "../staff";
import { invoiceList, invoiceListFields, invoiceListWire, invoicePeriod } from "./invoices.queries";
import type { InvoicesService } from "./invoices.service";

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
      const filter = { ...invoicePeriod(body.from, body.to), kind: body.kind, page: body.page };
      return { data: await invoiceList(invoices, filter) };
    },
  );

  csvExport(api, {
    path: "/invoices/export",
    summary:
      "The CSV for GST returns of the documents issued between two days (India's time, both included; the last 30 days when left out): one row per document and GST rate.",
    fileName: "gst-invoices",
    write: async (days) => {
      const { from, to } = invoicePeriod(days.from, days.to);
      return (await invoices.exportCsv(from as Date, to as Date)).csv;
    },
  });

  return api;
}
