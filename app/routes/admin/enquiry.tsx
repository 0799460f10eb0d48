import { data, Link, useActionData } from "react-router";
import { Box } from "~/components/admin/Box";
import { ContactLinks } from "~/components/admin/ContactLinks";
import { ReplyForm } from "~/components/admin/inbox/InboxForms";
import { InboxItemPage } from "~/components/admin/inbox/InboxItemPage";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { ENQUIRY_STATUSES } from "../../../lib/inbox-statuses";
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
    <InboxItemPage
      kind="enquiry"
      id={e.enquiry_id}
      item={e}
      statuses={ENQUIRY_STATUSES}
      answer={answer}
      sent={
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
      }
      reply={<ReplyForm to={e.email} statuses={ENQUIRY_STATUSES} current={e.status} answer={answer} />}
      from={
        <>
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
        </>
      }
    />
  );
}
