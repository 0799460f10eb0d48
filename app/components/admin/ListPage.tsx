import type { ReactNode } from "react";
import { Form } from "react-router";
import { type Column, DataList } from "./DataList";
import { Field } from "./fields";
import { Pager, StatusTabs } from "./list-nav";
import { PageHeader } from "./PageHeader";

/**
 * A back-office list page, written once for orders, enquiries, messages, customers, invoices and
 * the audit log: the heading, tabs by status with their counts, the filter form (a GET, so it
 * works before the scripts arrive and the filters stay in the URL), the loader's complaint about
 * a filter, the rows (cards on a phone; `empty` when none), and Newer and Older links.
 */
export function ListPage<Row, S extends string>({
  title,
  description,
  actions,
  values,
  tabs,
  filters,
  invalid,
  above,
  list,
  pager,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The list's query values (the URL's), kept by the tabs, the filters and the pages. */
  values: Record<string, string>;
  tabs?: { label: string; statuses: readonly S[]; counts: Record<S, number>; labelOf: (status: S) => string };
  /** The filter form's layout (classes), its fields and its button's words. */
  filters: { className: string; fields: ReactNode; submit: string };
  invalid: string | null;
  /** Drawn between the filters and the rows (the packing slips' bar). */
  above?: ReactNode;
  list: {
    label: string;
    rows: readonly Row[];
    columns: readonly Column<Row>[];
    rowKey: (row: Row) => string | number;
    empty: string;
  };
  pager?: { label: string; page: number; pageCount: number };
  /** Drawn under the list (an export form, a cursor's "Older entries"). */
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      {tabs && <StatusTabs {...tabs} values={values} />}
      <Form
        method="get"
        className={`mb-6 rounded-lg border border-stone-200 bg-white p-4 ${filters.className}`}
      >
        {tabs && values.status && <input type="hidden" name="status" value={values.status} />}
        {filters.fields}
        <button type="submit" className="btn-primary">
          {filters.submit}
        </button>
      </Form>
      {invalid && (
        <p role="alert" className="mb-4 font-semibold text-red-700">
          {invalid}
        </p>
      )}
      {above}
      <DataList {...list} />
      {pager && <Pager {...pager} values={values} />}
      {children}
    </>
  );
}

/** The search box of a list filtered by search alone (the inboxes). */
export function SearchField({ label, values }: { label: string; values: Record<string, string> }) {
  return (
    <div className="flex-1">
      <Field id="q" label={label} type="search" defaultValue={values.q ?? ""} />
    </div>
  );
}

/** The layout of a filter form with one search box and its button. */
export const SEARCH_ONLY = "flex flex-col gap-3 sm:flex-row sm:items-end";

/** A CSV download for a range of days (a plain GET form: the file comes from the server). */
export function ExportForm({
  action,
  title,
  note,
  days,
}: {
  action: string;
  title: string;
  note?: ReactNode;
  /** The days it starts with: the last 30, India's (lib/india-time.ts, `exportDays`). */
  days: { from: string; to: string };
}) {
  return (
    <form
      method="get"
      action={action}
      className="mt-8 grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-3 md:items-end"
    >
      <h2 className="text-lg font-bold md:col-span-3">{title}</h2>
      {note && <p className="text-sm text-stone-700 md:col-span-3">{note}</p>}
      <p className="text-sm text-stone-700 md:col-span-3">
        The last 30 days unless you choose other days. Times are India's (IST, +05:30).
      </p>
      <Field
        id="export-from"
        name="from"
        label="Export from (day)"
        type="date"
        required
        defaultValue={days.from}
      />
      <Field id="export-to" name="to" label="Export to (day)" type="date" required defaultValue={days.to} />
      <button type="submit" className="btn-primary">
        Download CSV
      </button>
    </form>
  );
}
