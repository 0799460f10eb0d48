import { z } from "zod";
import { exportDays } from "../../../lib/india-time";
import { dayField } from "../../../lib/validation/fulfilment";
import { defineAdminApi } from "../../http/admin-api";
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

  api.post(
    {
      path: "/invoices/export",
      summary:
        "The CSV for GST returns of the documents issued between two days (India's time, both included; the last 30 days when left out): one row per document and GST rate.",
      description: "Answers `text/csv` (a download), not JSON.",
      permission: "payments",
      body: z.object({ from: dayField().optional(), to: dayField().optional() }),
      data: z.string(),
    },
    async (c, body) => {
      const days = exportDays(body.from, body.to);
      const { from, to } = invoicePeriod(days.from, days.to);
      const { csv } = await invoices.exportCsv(from as Date, to as Date);
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="gst-invoices-${days.from}-to-${days.to}.csv"`,
      });
    },
  );

  return api;
}
