import { data, Link, useActionData } from "react-router";
import { AnswerMessage } from "~/components/admin/AnswerMessage";
import { Box } from "~/components/admin/Box";
import { ContactLinks } from "~/components/admin/ContactLinks";
import { History } from "~/components/admin/inbox/History";
import { NoteForm, ReplyForm, StatusForm } from "~/components/admin/inbox/InboxForms";
import { when } from "~/components/admin/list-nav";
import { PageHeader } from "~/components/admin/PageHeader";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { MESSAGE_STATUSES, statusLabel } from "../../../lib/inbox-statuses";
import { messageView } from "../../../server/modules/inbox";
import { inboxAction } from "../../admin-inbox-action.server";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/message";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "customers");
  if (!/^\d{1,9}$/.test(params.messageId)) throw data(null, { status: 404 });
  const message = await messageView(context.services.messages, Number(params.messageId)).catch(() => null);
  if (!message) throw data(null, { status: 404 });
  return { message };
}

/** The reply, status and note forms: app/admin-inbox-action.server.ts. */
export const action = (args: Route.ActionArgs) => inboxAction("message")(args);

/** One contact message: its text, the reply form (a reply marks it answered), status, notes, history. */
export default function MessagePage({ loaderData }: Route.ComponentProps) {
  const { message: m } = loaderData;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  return (
    <>
      <PageHeader
        title={`Message #${m.message_id}`}
        description={`${statusLabel(m.status)} · received ${when(m.received_at)}`}
        actions={
          <Link to="/admin/messages" className="btn-outline">
            All messages
          </Link>
        }
      />
      <div className="mb-4 empty:hidden">
        <AnswerMessage answer={answer} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-5">
          <Box title={`${m.name} wrote`}>
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{m.message}</p>
          </Box>
          <Box title="Reply by email">
            <ReplyForm to={m.email} answer={answer} />
            <p className="mt-2 text-sm text-stone-700">Sending a reply marks the message answered.</p>
          </Box>
          <Box title="History">
            <History entries={m.history} received={m.received_at} />
          </Box>
        </div>
        <div className="min-w-0 space-y-5">
          <Box title="From">
            <p className="font-semibold [overflow-wrap:anywhere]">{m.name}</p>
            <ContactLinks email={m.email} />
            <Link
              to={`/admin/customers?q=${encodeURIComponent(m.email)}`}
              className="mt-2 inline-flex min-h-11 items-center text-brand-800 underline"
            >
              Find a customer with this email
            </Link>
            {m.ip && <p className="text-sm text-stone-700">Sent from {m.ip}</p>}
          </Box>
          <Box title="Status">
            <StatusForm kind="message" statuses={MESSAGE_STATUSES} current={m.status} answer={answer} />
          </Box>
          <Box title="Add a note">
            <NoteForm answer={answer} />
          </Box>
        </div>
      </div>
    </>
  );
}
