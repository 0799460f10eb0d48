import { Link } from "react-router";
import type { Column } from "~/components/admin/DataList";
import { Field, SelectField } from "~/components/admin/fields";
import { ListPage } from "~/components/admin/ListPage";
import { counted, when } from "~/components/admin/list-nav";
import { customerList, customerListBody } from "../../../server/modules/customers";
import { listQuery, requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/customers";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "customers");
  const { values, filter, invalid } = listQuery(request, customerListBody);
  return { ...(await customerList(context.services.customersAdmin, filter)), values, invalid };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  {
    label: "Customer",
    primary: true,
    cell: (r) => (
      <Link
        to={`/admin/customers/${r.customer_id}`}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline [overflow-wrap:anywhere]"
      >
        {r.fullname}
      </Link>
    ),
  },
  { label: "Email", cell: (r) => <span className="[overflow-wrap:anywhere]">{r.email ?? "—"}</span> },
  { label: "Phone", cell: (r) => r.phone },
  { label: "Joined", cell: (r) => when(r.joined_at) },
  { label: "Orders", cell: (r) => r.orders, numeric: true },
  {
    label: "Account",
    cell: (r) => (r.disabled_at ? <strong className="text-red-800">Disabled</strong> : "Active"),
  },
];

/** Customers: search by name, email or phone, active or disabled, 25 a page; cards on a phone. */
export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const { values } = loaderData;
  return (
    <ListPage
      title="Customers"
      description={`${counted(loaderData.total, "customer matches", "customers match")}. Newest first.`}
      values={values}
      filters={{
        className: "grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end",
        fields: (
          <>
            <Field id="q" label="Name, email or phone" type="search" defaultValue={values.q ?? ""} />
            <SelectField
              id="state"
              label="Accounts"
              defaultValue={values.state ?? "all"}
              options={[
                { value: "all", label: "All" },
                { value: "active", label: "Active" },
                { value: "disabled", label: "Disabled" },
              ]}
            />
          </>
        ),
        submit: "Search",
      }}
      invalid={loaderData.invalid}
      list={{
        label: "Customers",
        rows: loaderData.rows,
        columns,
        rowKey: (r) => r.customer_id,
        empty: "No customers match.",
      }}
      pager={{ label: "Customer pages", page: loaderData.page, pageCount: loaderData.pageCount }}
    />
  );
}
