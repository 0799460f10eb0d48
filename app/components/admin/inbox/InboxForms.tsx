import { statusLabel } from "../../../../lib/inbox-statuses";
import { ActionForm } from "../ActionForm";
import { TextAreaField } from "../catalogue/inputs";
import { SelectField } from "../fields";

/** The id field of an inbox's endpoints: `{ enquiry_id: 12 }` or `{ message_id: 12 }`. */
type Target = { enquiry_id: number } | { message_id: number };

/**
 * Writes a reply that is emailed to the customer (through the outbox) and kept in the history;
 * for an enquiry, the status to set with it (kept as it is by default).
 */
export function ReplyForm({
  base,
  target,
  to,
  statuses,
  current,
}: {
  /** "/enquiries" or "/messages". */
  base: string;
  target: Target;
  to: string;
  /** The statuses the reply may set (left out for messages: a reply marks them answered). */
  statuses?: readonly string[];
  current?: string;
}) {
  return (
    <ActionForm path={`${base}/reply`} body={target} submit="Send reply by email">
      {(errors) => (
        <>
          <TextAreaField
            id="message"
            label={`Reply to ${to}`}
            rows={7}
            maxLength={5000}
            error={errors.message}
            required
          />
          {statuses && (
            <SelectField
              id="reply_status"
              name="status"
              label="Status after sending"
              defaultValue={current === "new" ? "quoted" : current}
              options={statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
              error={errors.status}
            />
          )}
        </>
      )}
    </ActionForm>
  );
}

/** Sets the status from a choice of the inbox's statuses. */
export function StatusForm({
  base,
  target,
  statuses,
  current,
}: {
  base: string;
  target: Target;
  statuses: readonly string[];
  current: string;
}) {
  return (
    <ActionForm
      path={`${base}/status`}
      body={target}
      submit="Save status"
      keepValues
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {(errors) => (
        <div className="flex-1">
          <SelectField
            key={current}
            id="status"
            label="Status"
            defaultValue={current}
            options={statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
            error={errors.status}
          />
        </div>
      )}
    </ActionForm>
  );
}

/** Adds a staff note (only staff ever read it). */
export function NoteForm({ base, target }: { base: string; target: Target }) {
  return (
    <ActionForm path={`${base}/note`} body={target} submit="Add note">
      {(errors) => (
        <TextAreaField
          id="note"
          label="Staff note (customers never see it)"
          rows={3}
          maxLength={2000}
          error={errors.note}
        />
      )}
    </ActionForm>
  );
}
