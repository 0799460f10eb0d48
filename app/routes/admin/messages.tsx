import { Link } from "react-router";
import type { Column } from "~/components/admin/DataList";
import { ListPage, SEARCH_ONLY, SearchField } from "~/components/admin/ListPage";
import { counted, when } from "~/components/admin/list-nav";
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
  { label: "Email", cell: (r) => <span className="[overflow-wrap:anywhere]">{r.email ?? "—"}</span> },
];

/** The contact messages inbox: status tabs with counts (in the URL), search, 25 a page; cards on a phone. */
export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { values } = loaderData;
  return (
    <ListPage
      title="Contact messages"
      description={`${counted(loaderData.total, "message matches", "messages match")}. Newest first.`}
      values={values}
      tabs={{
        label: "Message statuses",
        statuses: MESSAGE_STATUSES,
        counts: loaderData.counts,
        labelOf: statusLabel,
      }}
      filters={{
        className: SEARCH_ONLY,
        fields: <SearchField label="Message number, name, email or words" values={values} />,
        submit: "Search",
      }}
      invalid={loaderData.invalid}
      list={{
        label: "Contact messages",
        rows: loaderData.rows,
        columns,
        rowKey: (r) => r.message_id,
        empty: "No messages match.",
      }}
      pager={{ label: "Message pages", page: loaderData.page, pageCount: loaderData.pageCount }}
    />
  );
}
