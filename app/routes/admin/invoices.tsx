import { Link } from "react-router";
import type { Column } from "~/components/admin/DataList";
import { Field, SelectField } from "~/components/admin/fields";
import { ExportForm, ListPage } from "~/components/admin/ListPage";
import { refusalMessage } from "~/lib/domain-refusal.server";
import { exportDays, INDIA_TIME_ZONE } from "../../../lib/india-time";
import { formatRupeeString as rupees } from "../../../lib/money";
import { invoiceList, invoiceListFields, invoicePeriod } from "../../../server/modules/invoices";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/invoices";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "payments");
  const url = new URL(request.url);
  // Empty fields of the filter form mean "any".
  const raw = Object.fromEntries([...url.searchParams].filter(([, v]) => v.trim() !== ""));
  const parsed = invoiceListFields.safeParse(raw);
  let invalid: string | null = parsed.success ? null : parsed.error.issues[0].message;
  let filter = {};
  if (parsed.success) {
    try {
      filter = {
        ...invoicePeriod(parsed.data.from, parsed.data.to),
        kind: parsed.data.kind,
        page: parsed.data.page,
      };
    } catch (err) {
      invalid = refusalMessage(err, context);
    }
  }
  return {
    ...(await invoiceList(context.services.invoices, filter)),
    values: raw,
    invalid,
    exportDays: exportDays(undefined, undefined),
  };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];
const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { timeZone: INDIA_TIME_ZONE, dateStyle: "medium" });
/** A document's own page (made by the server, so a plain link). */
const href = (r: Row) => r.path;

/** Issued tax invoices and credit notes by period, and the CSV for GST returns. */
export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { values } = loaderData;
  const columns: Column<Row>[] = [
    {
      label: "Number",
      primary: true,
      cell: (r) => (
        <a href={href(r)} className="font-semibold text-brand-800 underline [overflow-wrap:anywhere]">
          {r.kind === "CREDIT_NOTE" ? "Credit note " : ""}
          {r.number}
        </a>
      ),
    },
    { label: "Date", cell: (r) => day(r.issued_at) },
    {
      label: "Order",
      cell: (r) => (
        <Link to={`/admin/orders/${r.order_id}`} className="text-brand-800 underline">
          #{r.order_id}
        </Link>
      ),
    },
    {
      label: "Buyer",
      cell: (r) => (
        <span className="[overflow-wrap:anywhere]">
          {r.buyer_name}
          {r.buyer_gstin && <span className="block text-xs text-stone-600">GSTIN {r.buyer_gstin}</span>}
        </span>
      ),
    },
    { label: "Place of supply", cell: (r) => r.place_of_supply },
    { label: "Taxable", cell: (r) => rupees(r.taxable), numeric: true },
    { label: "GST", cell: (r) => rupees(r.tax), numeric: true },
    { label: "Total", cell: (r) => rupees(r.total), numeric: true },
  ];
  return (
    <ListPage
      title="Invoices"
      description={`${loaderData.total} documents match. Newest first. Issued when an order is paid; a cancelled paid order gets a credit note.`}
      values={values}
      filters={{
        className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end",
        fields: (
          <>
            <Field id="from" label="From (day)" type="date" defaultValue={values.from ?? ""} />
            <Field id="to" label="To (day)" type="date" defaultValue={values.to ?? ""} />
            <SelectField
              id="kind"
              label="Documents"
              defaultValue={values.kind ?? ""}
              options={[
                { value: "", label: "Invoices and credit notes" },
                { value: "INVOICE", label: "Tax invoices" },
                { value: "CREDIT_NOTE", label: "Credit notes" },
              ]}
            />
          </>
        ),
        submit: "Show",
      }}
      invalid={loaderData.invalid}
      list={{
        label: "Invoices",
        rows: loaderData.rows,
        columns,
        rowKey: (r) => r.id,
        empty: "No invoices in this period.",
      }}
      pager={{ label: "Invoice pages", page: loaderData.page, pageCount: loaderData.pages }}
    >
      <ExportForm
        action="/admin/invoices/export"
        title="Export for GST returns (CSV)"
        days={loaderData.exportDays}
        note="One row per document and GST rate: number, date, buyer's GSTIN (B2B) or none (B2C), place of supply, taxable value, IGST, CGST and SGST."
      />
    </ListPage>
  );
}
