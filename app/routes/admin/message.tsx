import { data, Link, useActionData } from "react-router";
import { Box } from "~/components/admin/Box";
import { ContactLinks } from "~/components/admin/ContactLinks";
import { ReplyForm } from "~/components/admin/inbox/InboxForms";
import { InboxItemPage } from "~/components/admin/inbox/InboxItemPage";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { MESSAGE_STATUSES } from "../../../lib/inbox-statuses";
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
    <InboxItemPage
      kind="message"
      id={m.message_id}
      item={m}
      statuses={MESSAGE_STATUSES}
      answer={answer}
      sent={
        <Box title={`${m.name} wrote`}>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{m.message}</p>
        </Box>
      }
      reply={
        m.email ? (
          <>
            <ReplyForm to={m.email} answer={answer} />
            <p className="mt-2 text-sm text-stone-700">Sending a reply marks the message answered.</p>
          </>
        ) : (
          // A farmer without email left a phone number: the shop calls back, then marks it answered.
          <Box title="Reply">
            <p role="note" className="text-stone-800">
              This message has no email address: reply by phone instead
              {m.phone ? (
                <>
                  {" "}
                  (
                  <a href={`tel:+91${m.phone}`} className="text-brand-800 underline">
                    call +91 {m.phone}
                  </a>
                  ), then set its status to answered.
                </>
              ) : (
                "."
              )}
            </p>
          </Box>
        )
      }
      from={
        <>
          <p className="font-semibold [overflow-wrap:anywhere]">{m.name}</p>
          <ContactLinks email={m.email} phone={m.phone} />
          {(m.email ?? m.phone) && (
            <Link
              to={`/admin/customers?q=${encodeURIComponent(m.email ?? m.phone ?? "")}`}
              className="mt-2 inline-flex min-h-11 items-center text-brand-800 underline"
            >
              {m.email ? "Find a customer with this email" : "Find a customer with this phone"}
            </Link>
          )}
          {m.ip && <p className="text-sm text-stone-700">Sent from {m.ip}</p>}
        </>
      }
    />
  );
}
