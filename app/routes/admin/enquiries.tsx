import { Form, Link } from "react-router";
import { type Column, DataList } from "~/components/admin/DataList";
import { Field } from "~/components/admin/fields";
import { counted, Pager, StatusTabs, when } from "~/components/admin/list-nav";
import { PageHeader } from "~/components/admin/PageHeader";
import { ENQUIRY_STATUSES, statusLabel } from "../../../lib/inbox-statuses";
import { enquiryList, enquiryListBody } from "../../../server/modules/inbox";
import { listQuery, requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/enquiries";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "customers");
  const { values, filter, invalid } = listQuery(request, enquiryListBody);
  return { ...(await enquiryList(context.services.enquiries, filter)), values, invalid };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  {
    label: "Enquiry",
    primary: true,
    cell: (r) => (
      <Link
        to={`/admin/enquiries/${r.enquiry_id}`}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline [overflow-wrap:anywhere]"
      >
        #{r.enquiry_id} · {r.name}
      </Link>
    ),
  },
  { label: "Received", cell: (r) => when(r.received_at) },
  { label: "Status", cell: (r) => statusLabel(r.status) },
  {
    label: "Products",
    cell: (r) =>
      r.first_product ? `${r.first_product}${r.items > 1 ? ` and ${r.items - 1} more` : ""}` : "—",
  },
  {
    label: "Contact",
    cell: (r) => (
      <span className="[overflow-wrap:anywhere]">
        {r.email}
        {r.phone && ` · ${r.phone}`}
      </span>
    ),
  },
];

/** The bulk enquiries inbox: status tabs with counts (in the URL), search, 25 a page; cards on a phone. */
export default function EnquiriesPage({ loaderData }: Route.ComponentProps) {
  const { values } = loaderData;
  return (
    <>
      <PageHeader
        title="Bulk enquiries"
        description={`${counted(loaderData.total, "enquiry matches", "enquiries match")}. Newest first.`}
      />
      <StatusTabs
        label="Enquiry statuses"
        statuses={ENQUIRY_STATUSES}
        counts={loaderData.counts}
        values={values}
        labelOf={statusLabel}
      />
      <Form
        method="get"
        className="mb-6 flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        {values.status && <input type="hidden" name="status" value={values.status} />}
        <div className="flex-1">
          <Field
            id="q"
            label="Enquiry number, name, email or phone"
            type="search"
            defaultValue={values.q ?? ""}
          />
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      {loaderData.invalid && (
        <p role="alert" className="mb-4 font-semibold text-red-700">
          {loaderData.invalid}
        </p>
      )}
      <DataList
        label="Bulk enquiries"
        rows={loaderData.rows}
        columns={columns}
        rowKey={(r) => r.enquiry_id}
        empty="No enquiries match."
      />
      <Pager label="Enquiry pages" page={loaderData.page} pageCount={loaderData.pageCount} values={values} />
    </>
  );
}
