import { data, Link, useActionData } from "react-router";
import { AnswerMessage } from "~/components/admin/AnswerMessage";
import { Box } from "~/components/admin/Box";
import { ContactLinks } from "~/components/admin/ContactLinks";
import { History } from "~/components/admin/inbox/History";
import { NoteForm, ReplyForm, StatusForm } from "~/components/admin/inbox/InboxForms";
import { when } from "~/components/admin/list-nav";
import { PageHeader } from "~/components/admin/PageHeader";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { ENQUIRY_STATUSES, statusLabel } from "../../../lib/inbox-statuses";
import { enquiryView } from "../../../server/modules/inbox";
import { inboxAction } from "../../admin-inbox-action.server";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/enquiry";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "customers");
  if (!/^\d{1,9}$/.test(params.enquiryId)) throw data(null, { status: 404 });
  const enquiry = await enquiryView(context.services.enquiries, Number(params.enquiryId)).catch(() => null);
  if (!enquiry) throw data(null, { status: 404 });
  return { enquiry };
}

/** The reply, status and note forms: app/admin-inbox-action.server.ts. */
export const action = (args: Route.ActionArgs) => inboxAction("enquiry")(args);

/** One bulk enquiry: what was asked for, who asked, the reply form, status, notes and history. */
export default function EnquiryPage({ loaderData }: Route.ComponentProps) {
  const { enquiry: e } = loaderData;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  return (
    <>
      <PageHeader
        title={`Enquiry #${e.enquiry_id}`}
        description={`${statusLabel(e.status)} · received ${when(e.received_at)}`}
        actions={
          <Link to="/admin/enquiries" className="btn-outline">
            All enquiries
          </Link>
        }
      />
      <div className="mb-4 empty:hidden">
        <AnswerMessage answer={answer} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-5">
          <Box title="Products asked for">
            <ul className="divide-y divide-stone-100">
              {e.lines.map((l) => (
                <li key={`${l.product_id}-${l.pack}`} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {l.product_name} <span className="text-stone-700">({l.pack})</span>
                  </span>
                  <strong className="tabular-nums">{l.qty} packs</strong>
                </li>
              ))}
            </ul>
          </Box>
          <Box title="Reply by email">
            <ReplyForm to={e.email} statuses={ENQUIRY_STATUSES} current={e.status} answer={answer} />
          </Box>
          <Box title="History">
            <History entries={e.history} received={e.received_at} />
          </Box>
        </div>
        <div className="min-w-0 space-y-5">
          <Box title="From">
            <p className="font-semibold [overflow-wrap:anywhere]">{e.name}</p>
            <ContactLinks email={e.email} phone={e.phone} />
            {e.customer ? (
              <Link
                to={`/admin/customers/${e.customer.customer_id}`}
                className="mt-2 inline-flex min-h-11 items-center text-brand-800 underline"
              >
                Customer account: {e.customer.fullname}
                {e.customer.disabled && " (disabled)"}
              </Link>
            ) : (
              <p className="mt-2 text-sm text-stone-700">Sent without signing in.</p>
            )}
          </Box>
          <Box title="Status">
            <StatusForm kind="enquiry" statuses={ENQUIRY_STATUSES} current={e.status} answer={answer} />
          </Box>
          <Box title="Add a note">
            <NoteForm answer={answer} />
          </Box>
        </div>
      </div>
    </>
  );
}
