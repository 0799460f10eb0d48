import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { statusLabel } from "../../../../lib/inbox-statuses";
import { AnswerMessage } from "../AnswerMessage";
import { Box } from "../Box";
import { when } from "../list-nav";
import { PageHeader } from "../PageHeader";
import { History, type HistoryEntry } from "./History";
import { NoteForm, StatusForm } from "./InboxForms";

const NAMES = {
  enquiry: { title: "Enquiry", list: "/admin/enquiries", all: "All enquiries" },
  message: { title: "Message", list: "/admin/messages", all: "All messages" },
};

/**
 * One enquiry or contact message, laid out alike: what was sent, the reply form and the history
 * on the left; who sent it, the status and a note on the right (under it on a phone).
 */
export function InboxItemPage({
  kind,
  id,
  item,
  statuses,
  answer,
  sent,
  reply,
  from,
}: {
  kind: "enquiry" | "message";
  id: number;
  item: { status: string; received_at: string; history: HistoryEntry[] };
  statuses: readonly string[];
  answer: FormAnswer | undefined;
  /** The box of what was sent. */
  sent: ReactNode;
  /** The reply box's contents. */
  reply: ReactNode;
  /** The sender box's contents. */
  from: ReactNode;
}) {
  const names = NAMES[kind];
  return (
    <>
      <PageHeader
        title={`${names.title} #${id}`}
        description={`${statusLabel(item.status)} · received ${when(item.received_at)}`}
        actions={
          <Link to={names.list} className="btn-outline">
            {names.all}
          </Link>
        }
      />
      <div className="mb-4 empty:hidden">
        <AnswerMessage answer={answer} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-5">
          {sent}
          <Box title="Reply by email">{reply}</Box>
          <Box title="History">
            <History entries={item.history} received={item.received_at} />
          </Box>
        </div>
        <div className="min-w-0 space-y-5">
          <Box title="From">{from}</Box>
          <Box title="Status">
            <StatusForm kind={kind} statuses={statuses} current={item.status} answer={answer} />
          </Box>
          <Box title="Add a note">
            <NoteForm answer={answer} />
          </Box>
        </div>
      </div>
    </>
  );
}
