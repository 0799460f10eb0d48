import { type ReactNode, useEffect, useState } from "react";
import { useSearchParams, useSubmit } from "react-router";
import { type Column, DataList } from "~/components/admin/DataList";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { RemoveOnPage, RowButton } from "./row-actions";

// A back-office list whose rows are edited and removed (categories, synonyms): the page's
// state, the row's buttons, the edit form in a dialog and "Remove …?" before the POST. Without
// scripts the same buttons open the page again with `?edit=` or `?remove=` (RowButton). A page
// with several lists (a crop's stages and problems) gives each a `scope`: its address keys are
// `?edit-stage=`, its posts carry `scope`, and only its own answers reach it.

interface Row {
  id: number;
  version: number;
}

/** An address key of a list: `edit`, or `edit-stage` for the list of scope "stage". */
const scoped = (key: "edit" | "remove", scope?: string) => (scope ? `${key}-${scope}` : key);

/**
 * Which row is being edited or removed: in a dialog (with scripts) or on the page from
 * `?edit=` / `?remove=` (without); `answerFor` gives a form its own intent's answer.
 */
function useEditRemove<T extends Row, I extends string>(
  rows: T[],
  given: (FormAnswer & { intent?: I }) | undefined,
  scope?: string,
) {
  const [search] = useSearchParams();
  const answer = given?.scope === scope ? given : undefined;
  // A refused edit posted without scripts comes back with its row's id (`row`): its form shows
  // again, with the messages and what was typed, whatever the address.
  const refused =
    answer?.intent === "update" && !answer.done && typeof answer.row === "number"
      ? (rows.find((r) => r.id === answer.row) ?? null)
      : null;
  const byId = (key: "edit" | "remove") =>
    rows.find((r) => String(r.id) === search.get(scoped(key, scope))) ?? null;
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
    editOnPage: editing
      ? null
      : (refused ?? (!(answer?.intent === "update" && answer.done) ? byId("edit") : null)),
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
  scope,
}: {
  id: number;
  name: string;
  onEdit: () => void;
  onRemove: () => void;
  editClassName?: string;
  scope?: string;
}) {
  return (
    <>
      <RowButton
        name={scoped("edit", scope)}
        value={id}
        onPress={onEdit}
        label={`Edit ${name}`}
        className={editClassName}
      >
        Edit
      </RowButton>
      <RowButton
        name={scoped("remove", scope)}
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
  scope,
}: {
  title: string;
  row: Row;
  action: string;
  onClose: () => void;
  scope?: string;
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
        submit(
          { intent: "remove", id: row.id, version: row.version, ...(scope ? { scope } : {}) },
          { method: "post", action },
        );
      }}
    />
  );
}

/**
 * The whole list: "Remove …?" or the row's form on the page (without scripts), the new row's
 * form, the rows with their buttons, and the edit and remove dialogs (with scripts). `noun`
 * names the headings' ids ("category": edit-category-title, new-category-title, …).
 */
export function EditRemoveList<T extends Row, I extends string>({
  rows,
  answer,
  noun,
  newTitle,
  nameOf,
  removeTitle,
  back,
  form,
  list,
  moreActions,
  editClassName,
  scope,
}: {
  rows: T[];
  answer: (FormAnswer & { intent?: I }) | undefined;
  noun: string;
  newTitle: string;
  nameOf: (row: T) => string;
  removeTitle: (row: T) => string;
  /** The page's path: the forms post to it, Keep it goes back to it. */
  back: string;
  /** The row's form (none: a new row) with its intent's answer. */
  form: (row: T | undefined, answer: FormAnswer | undefined) => ReactNode;
  list: { label: string; columns: Column<T>[]; empty?: string };
  /** Buttons drawn before a row's Edit and Remove. */
  moreActions?: (row: T) => ReactNode;
  editClassName?: string;
  /** The list's name on a page of several lists (its forms post it as `scope`). */
  scope?: string;
}) {
  const { editing, setEditing, removing, setRemoving, editOnPage, removeOnPage, answerFor } = useEditRemove(
    rows,
    answer,
    scope,
  );
  return (
    <>
      {removeOnPage && (
        <RemoveOnPage
          title={removeTitle(removeOnPage)}
          id={removeOnPage.id}
          version={removeOnPage.version}
          back={back}
          scope={scope}
        />
      )}
      {editOnPage && (
        <FormSection id={`edit-${noun}-title`} title={`Edit ${nameOf(editOnPage)}`}>
          {form(editOnPage, answerFor("update" as I))}
        </FormSection>
      )}
      <FormSection id={`new-${noun}-title`} title={newTitle}>
        {form(undefined, answerFor("create" as I))}
      </FormSection>
      <DataList
        {...list}
        rows={rows}
        rowKey={(r) => r.id}
        actions={(r) => (
          <>
            {moreActions?.(r)}
            <EditRemoveButtons
              id={r.id}
              name={nameOf(r)}
              onEdit={() => setEditing(r)}
              onRemove={() => setRemoving(r)}
              editClassName={editClassName}
              scope={scope}
            />
          </>
        )}
      />
      {editing && (
        <EditDialog
          id={`edit-${noun}-dialog-title`}
          title={`Edit ${nameOf(editing)}`}
          onClose={() => setEditing(null)}
        >
          {form(editing, answerFor("update" as I))}
        </EditDialog>
      )}
      {removing && (
        <RemoveDialog
          title={removeTitle(removing)}
          row={removing}
          action={back}
          onClose={() => setRemoving(null)}
          scope={scope}
        />
      )}
    </>
  );
}
