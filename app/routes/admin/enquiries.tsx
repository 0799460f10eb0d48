import { Link } from "react-router";
import type { Column } from "~/components/admin/DataList";
import { ListPage, SEARCH_ONLY, SearchField } from "~/components/admin/ListPage";
import { counted, when } from "~/components/admin/list-nav";
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
    <ListPage
      title="Bulk enquiries"
      description={`${counted(loaderData.total, "enquiry matches", "enquiries match")}. Newest first.`}
      values={values}
      tabs={{
        label: "Enquiry statuses",
        statuses: ENQUIRY_STATUSES,
        counts: loaderData.counts,
        labelOf: statusLabel,
      }}
      filters={{
        className: SEARCH_ONLY,
        fields: <SearchField label="Enquiry number, name, email or phone" values={values} />,
        submit: "Search",
      }}
      invalid={loaderData.invalid}
      list={{
        label: "Bulk enquiries",
        rows: loaderData.rows,
        columns,
        rowKey: (r) => r.enquiry_id,
        empty: "No enquiries match.",
      }}
      pager={{ label: "Enquiry pages", page: loaderData.page, pageCount: loaderData.pageCount }}
    />
  );
}
