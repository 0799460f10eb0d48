import { Form, useNavigation } from "react-router";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { statusLabel } from "../../../../lib/inbox-statuses";
import {
  enquiryReplyFields,
  enquiryStatusFields,
  inboxNoteFields,
  messageReplyFields,
  messageStatusFields,
} from "../../../../lib/validation/inbox";
import { answerFor } from "../AnswerMessage";
import { TextAreaField } from "../catalogue/inputs";
import { SelectField } from "../fields";

// The forms of an enquiry's and a message's page, each posted to the page's action with its
// `intent` (app/admin-inbox-action.server.ts); `answer` is that action's last answer.

/** The form's button: every form waits while one is sent; the one sent says so. */
function Submit({ label, intent }: { label: string; intent: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <button type="submit" className="btn-primary" disabled={busy}>
      {busy && navigation.formData?.get("intent") === intent ? "Working…" : label}
    </button>
  );
}

/**
 * Writes a reply that is emailed to the customer (through the outbox) and kept in the history;
 * for an enquiry, the status to set with it (kept as it is by default).
 */
export function ReplyForm({
  to,
  statuses,
  current,
  answer,
}: {
  to: string;
  /** The statuses the reply may set (left out for messages: a reply marks them answered). */
  statuses?: readonly string[];
  current?: string;
  answer: FormAnswer | undefined;
}) {
  const form = useShopForm(
    statuses ? enquiryReplyFields : messageReplyFields,
    answerFor(answer, "reply"),
    "reply-form",
  );
  return (
    <Form method="post" {...form.props} className="space-y-3">
      <input type="hidden" name="intent" value="reply" />
      {/* Remounted empty once the reply is sent (Conform's key changes when the form resets). */}
      <div key={form.form.key} className="space-y-3">
        <TextAreaField
          id="message"
          label={`Reply to ${to}`}
          rows={7}
          maxLength={5000}
          defaultValue={form.values.message}
          error={form.errors.message}
          aria-required
        />
        {statuses && (
          <SelectField
            id="reply_status"
            name="status"
            label="Status after sending"
            defaultValue={form.values.status ?? (current === "new" ? "quoted" : current)}
            options={statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
            error={form.errors.status}
          />
        )}
      </div>
      <Submit label="Send reply by email" intent="reply" />
    </Form>
  );
}

/** Sets the status from a choice of the inbox's statuses. */
export function StatusForm({
  statuses,
  current,
  answer,
  kind,
}: {
  statuses: readonly string[];
  current: string;
  answer: FormAnswer | undefined;
  kind: "enquiry" | "message";
}) {
  const form = useShopForm(
    kind === "enquiry" ? enquiryStatusFields : messageStatusFields,
    answerFor(answer, "status"),
    "status-form",
  );
  return (
    <Form method="post" {...form.props} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <input type="hidden" name="intent" value="status" />
      <div className="flex-1">
        <SelectField
          key={current}
          id="status"
          label="Status"
          defaultValue={current}
          options={statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
          error={form.errors.status}
        />
      </div>
      <Submit label="Save status" intent="status" />
    </Form>
  );
}

/** Adds a staff note (only staff ever read it). */
export function NoteForm({ answer }: { answer: FormAnswer | undefined }) {
  const form = useShopForm(inboxNoteFields, answerFor(answer, "note"), "note-form");
  return (
    <Form method="post" {...form.props} className="space-y-3">
      <input type="hidden" name="intent" value="note" />
      <div key={form.form.key}>
        <TextAreaField
          id="note"
          label="Staff note (customers never see it)"
          rows={3}
          maxLength={2000}
          defaultValue={form.values.note}
          error={form.errors.note}
        />
      </div>
      <Submit label="Add note" intent="note" />
    </Form>
  );
}
