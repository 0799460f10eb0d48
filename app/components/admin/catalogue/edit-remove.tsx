import { type ReactNode, useEffect, useState } from "react";
import { useSearchParams, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { RowButton } from "./row-actions";

// A back-office list whose rows are edited and removed (categories, synonyms): the page's
// state, the row's buttons, the edit form in a dialog and "Remove …?" before the POST. Without
// scripts the same buttons open the page again with `?edit=` or `?remove=` (RowButton).

interface Row {
  id: number;
  version: number;
}

/**
 * Which row is being edited or removed: in a dialog (with scripts) or on the page from
 * `?edit=` / `?remove=` (without); `answerFor` gives a form its own intent's answer.
 */
export function useEditRemove<T extends Row, I extends string>(
  rows: T[],
  answer: (FormAnswer & { intent?: I }) | undefined,
) {
  const [search] = useSearchParams();
  const byId = (key: string) => rows.find((r) => String(r.id) === search.get(key)) ?? null;
  const [editing, setEditing] = useState<T | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  // A saved edit closes its dialog; the page says so.
  useEffect(() => {
    if (answer?.done) setEditing(null);
  }, [answer]);
  return {
    editing,
    setEditing,
    removing,
    setRemoving,
    editOnPage: !editing && !(answer?.intent === "update" && answer.done) ? byId("edit") : null,
    removeOnPage: answer?.intent === "remove" && answer.done ? null : byId("remove"),
    answerFor: (intent: I) => (answer?.intent === intent ? answer : undefined),
  };
}

/** A row's Edit and Remove buttons; `name` is what their labels call the row. */
export function EditRemoveButtons({
  id,
  name,
  onEdit,
  onRemove,
  editClassName = "btn-outline px-3",
}: {
  id: number;
  name: string;
  onEdit: () => void;
  onRemove: () => void;
  editClassName?: string;
}) {
  return (
    <>
      <RowButton name="edit" value={id} onPress={onEdit} label={`Edit ${name}`} className={editClassName}>
        Edit
      </RowButton>
      <RowButton
        name="remove"
        value={id}
        onPress={onRemove}
        label={`Remove ${name}`}
        className="btn-outline border-red-700 px-3 text-red-700"
      >
        Remove
      </RowButton>
    </>
  );
}

/** A form boxed on the page under its heading (`id` names the heading). */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-6 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A row's edit form in a modal dialog; Close or Escape closes it. */
export function EditDialog({
  id,
  title,
  onClose,
  children,
}: {
  id: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <dialog
      ref={(el) => {
        if (el && !el.open) el.showModal();
      }}
      aria-labelledby={id}
      onClose={onClose}
      className="m-auto w-[calc(100%-1rem)] max-w-2xl rounded-lg p-4 shadow-2xl backdrop:bg-black/50"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <button type="button" className="btn-outline shrink-0 px-3" onClick={onClose}>
          Close
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** "Remove …?" in a dialog; Remove posts `intent=remove` with the row's id and version to `action`. */
export function RemoveDialog({
  title,
  row,
  action,
  onClose,
}: {
  title: string;
  row: Row;
  action: string;
  onClose: () => void;
}) {
  const submit = useSubmit();
  return (
    <ConfirmDialog
      title={title}
      confirmLabel="Remove"
      cancelLabel="Keep it"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        submit({ intent: "remove", id: row.id, version: row.version }, { method: "post", action });
      }}
    />
  );
}
