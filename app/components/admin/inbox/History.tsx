import { statusLabel } from "../../../../lib/inbox-statuses";
import { when } from "../list-nav";

export interface HistoryEntry {
  id: number;
  kind: "note" | "reply" | "status";
  body: string;
  status: string | null;
  staff_name: string;
  at: string;
}

const heading = (e: HistoryEntry) =>
  e.kind === "reply"
    ? "Reply emailed"
    : e.kind === "note"
      ? "Staff note"
      : `Status: ${statusLabel(e.status ?? "")}`;

/** What staff did on an enquiry or a message, oldest first: replies as sent, notes, statuses. */
export function History({ entries, received }: { entries: HistoryEntry[]; received: string }) {
  return (
    <ol className="space-y-3">
      <li className="text-sm text-stone-700">Received {when(received)}</li>
      {entries.map((e) => (
        <li
          key={e.id}
          className={`rounded-md border p-3 ${e.kind === "reply" ? "border-brand-700 bg-brand-50" : "border-stone-200"}`}
        >
          <p className="text-sm">
            <strong>{heading(e)}</strong>{" "}
            <span className="text-stone-700">
              · {e.staff_name}, {when(e.at)}
            </span>
          </p>
          {e.body && <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{e.body}</p>}
        </li>
      ))}
    </ol>
  );
}
