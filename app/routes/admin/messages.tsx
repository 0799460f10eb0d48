import { Form, Link } from "react-router";
import { type Column, DataList } from "~/components/admin/DataList";
import { Field } from "~/components/admin/fields";
import { counted, Pager, StatusTabs, when } from "~/components/admin/list-nav";
import { PageHeader } from "~/components/admin/PageHeader";
import { MESSAGE_STATUSES, statusLabel } from "../../../lib/inbox-statuses";
import { messageList, messageListBody } from "../../../server/modules/inbox";
import { listQuery, requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "customers");
  const { values, filter, invalid } = listQuery(request, messageListBody);
  return { ...(await messageList(context.services.messages, filter)), values, invalid };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  {
    label: "Message",
    primary: true,
    cell: (r) => (
      <Link
        to={`/admin/messages/${r.message_id}`}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline [overflow-wrap:anywhere]"
      >
        #{r.message_id} · {r.name}
      </Link>
    ),
  },
  { label: "Received", cell: (r) => when(r.received_at) },
  { label: "Status", cell: (r) => statusLabel(r.status) },
  {
    label: "Says",
    cell: (r) => <span className="line-clamp-2 max-w-md [overflow-wrap:anywhere]">{r.message}</span>,
  },
  { label: "Email", cell: (r) => <span className="[overflow-wrap:anywhere]">{r.email}</span> },
];

/** The contact messages inbox: status tabs with counts (in the URL), search, 25 a page; cards on a phone. */
export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { values } = loaderData;
  return (
    <>
      <PageHeader
        title="Contact messages"
        description={`${counted(loaderData.total, "message matches", "messages match")}. Newest first.`}
      />
      <StatusTabs
        label="Message statuses"
        statuses={MESSAGE_STATUSES}
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
            label="Message number, name, email or words"
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
        label="Contact messages"
        rows={loaderData.rows}
        columns={columns}
        rowKey={(r) => r.message_id}
        empty="No messages match."
      />
      <Pager label="Message pages" page={loaderData.page} pageCount={loaderData.pageCount} values={values} />
    </>
  );
}
