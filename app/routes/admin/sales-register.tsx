import type { Column } from "~/components/admin/DataList";
import { DataList } from "~/components/admin/DataList";
import { Field } from "~/components/admin/fields";
import { ListPage } from "~/components/admin/ListPage";
import { formatRupees } from "../../../lib/money";
import { REGULATED_KIND_LABELS } from "../../../lib/regulated";
import { requireStaffPage } from "../../admin-session.server";
import { registerPeriod, summaryMonth } from "../../sales-register.server";
import type { Route } from "./+types/sales-register";

/** Rows the page shows; the CSV has every row of the period. */
const SHOWN = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "payments");
  const url = new URL(request.url);
  const period = registerPeriod(url);
  const month = summaryMonth(url);
  const register = context.services.salesRegister;
  const { rows, more } = period.invalid
    ? { rows: [], more: false }
    : await register.rows(period.from, period.to, SHOWN);
  return {
    days: period.days,
    invalid: period.invalid,
    rows,
    more,
    month: month.month,
    monthInvalid: month.invalid,
    summary: month.invalid ? [] : await register.summary(month.from, month.to),
  };
}

type Data = Route.ComponentProps["loaderData"];
type Row = Data["rows"][number];
type Sum = Data["summary"][number];

const kindName = (k: Row["kind"]) => REGULATED_KIND_LABELS[k].split(" (")[0];
const qty = (n: number, unit: string) => `${n.toLocaleString("en-IN")} ${unit}`;

/**
 * The register of regulated goods sold (what the Insecticides Rules and the Fertiliser and
 * Seeds Control Orders ask a dealer to keep) and the month's sums per state and kind for the
 * returns (docs/decisions/0050-where-each-may-be-sold.md). Plain GET forms: no script needed.
 */
export default function SalesRegisterPage({ loaderData }: Route.ComponentProps) {
  const { days, month } = loaderData;
  const columns: Column<Row>[] = [
    {
      label: "Document",
      primary: true,
      cell: (r) => (
        <span className="[overflow-wrap:anywhere]">
          {r.document === "Credit note" ? "Credit note " : ""}
          {r.number}
          <span className="block text-xs text-stone-600">{r.day}</span>
        </span>
      ),
    },
    {
      label: "Product",
      cell: (r) => (
        <span className="[overflow-wrap:anywhere]">
          {r.product} · {r.pack}
          <span className="block text-xs text-stone-600">{kindName(r.kind)}</span>
        </span>
      ),
    },
    {
      label: "Registration, batches",
      cell: (r) => (
        <span className="[overflow-wrap:anywhere]">
          {r.registrationNo || "—"}
          {r.batches && <span className="block text-xs text-stone-600">{r.batches}</span>}
        </span>
      ),
    },
    { label: "Quantity", cell: (r) => r.units, numeric: true },
    {
      label: "Buyer",
      cell: (r) => (
        <span className="[overflow-wrap:anywhere]">
          {r.buyerName}
          <span className="block text-xs text-stone-600">{r.buyerPhone}</span>
        </span>
      ),
    },
    { label: "State", cell: (r) => r.state },
    { label: "Value", cell: (r) => formatRupees(r.totalPaise), numeric: true },
  ];
  const sumColumns: Column<Sum>[] = [
    { label: "State", primary: true, cell: (s) => s.state },
    { label: "Kind", cell: (s) => kindName(s.kind) },
    { label: "Packs", cell: (s) => s.units, numeric: true },
    {
      label: "Quantity",
      cell: (s) =>
        [s.kg ? qty(s.kg, "kg") : "", s.litres ? qty(s.litres, "L") : ""].filter(Boolean).join(", ") || "—",
      numeric: true,
    },
    { label: "Taxable value", cell: (s) => formatRupees(s.taxablePaise), numeric: true },
    { label: "Total value", cell: (s) => formatRupees(s.totalPaise), numeric: true },
  ];
  const exportHref = `/admin/sales-register/export?from=${days.from}&to=${days.to}`;
  return (
    <ListPage
      title="Sales register"
      description="Regulated goods sold: one row per line of a tax invoice issued in the period (an online order is invoiced when paid, cash on delivery when the cash is collected), and returned goods as negative rows of the credit note issued when they came back. Days are India's."
      values={{ from: days.from, to: days.to, month }}
      filters={{
        className: "grid gap-4 sm:grid-cols-3 sm:items-end",
        fields: (
          <>
            <Field id="from" label="From (day)" type="date" defaultValue={days.from} />
            <Field id="to" label="To (day)" type="date" defaultValue={days.to} />
            <input type="hidden" name="month" value={month} />
          </>
        ),
        submit: "Show",
      }}
      invalid={loaderData.invalid}
      above={
        <p className="mb-4 flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <a href={exportHref} className="btn-outline" download>
            Download {days.from} to {days.to} (CSV)
          </a>
          {loaderData.more && <span>The page shows the first {SHOWN} rows; the CSV has them all.</span>}
        </p>
      }
      list={{
        label: "Regulated goods sold",
        rows: loaderData.rows,
        columns,
        rowKey: (r) => `${r.number}-${r.product}-${r.pack}-${r.units}`,
        empty: "No regulated goods were invoiced in this period.",
      }}
    >
      <section aria-labelledby="monthly" className="mt-10">
        <h2 id="monthly" className="text-lg font-bold">
          Monthly summary per state and kind
        </h2>
        <p className="mb-3 text-sm text-stone-700">
          What the monthly returns ask: the packs, their weight or volume, and the value sold into each state,
          returns taken off.
        </p>
        <form method="get" className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="from" value={days.from} />
          <input type="hidden" name="to" value={days.to} />
          <Field id="month" label="Month" type="month" defaultValue={month} />
          <button type="submit" className="btn-primary">
            Show month
          </button>
          <a href={`/admin/sales-register/summary?month=${month}`} className="btn-outline" download>
            Download {month} (CSV)
          </a>
        </form>
        {loaderData.monthInvalid && (
          <p role="alert" className="mb-4 font-semibold text-red-700">
            {loaderData.monthInvalid}
          </p>
        )}
        <DataList
          label={`Regulated sales in ${month} per state and kind`}
          rows={loaderData.summary}
          columns={sumColumns}
          rowKey={(s) => `${s.state}-${s.kind}`}
          empty="No regulated goods were invoiced in this month."
        />
      </section>
    </ListPage>
  );
}
