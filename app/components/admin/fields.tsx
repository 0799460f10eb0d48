import type { SelectHTMLAttributes } from "react";
import { FormMessage } from "~/components/account/Field";

export { Field, FormMessage } from "~/components/account/Field";

/**
 * A submit button that says it is working while the call runs. The back office's own: the
 * storefront's reads its words from the page's message catalogue (useT), which back-office
 * pages, always in English, do not load in the browser.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel = "Please wait...",
  className = "btn-primary w-full",
  intent,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  className?: string;
  /** A page with several forms posting to one action: which one this is (posted as `intent`). */
  intent?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy} name={intent && "intent"} value={intent}>
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * A form's submit button ("Saving…" while it runs) with the server's answer beside it, under it
 * on a phone. `layout`: the row's classes, where the form's grid needs others.
 */
export function SubmitRow({
  form,
  layout = "flex flex-col gap-2 sm:flex-row sm:items-center",
  ...button
}: {
  form: { failure?: string; done?: string };
  layout?: string;
} & Omit<Parameters<typeof SubmitButton>[0], "className">) {
  return (
    <div className={layout}>
      <SubmitButton busyLabel="Saving…" className="btn-primary" {...button} />
      <FormMessage failure={form.failure} done={form.done} />
    </div>
  );
}

/**
 * An edited record's id and the version the form started from, posted with it so that a change
 * made meanwhile is refused, never overwritten; nothing for a new record.
 */
export function EditedVersion({
  idName,
  record,
}: {
  idName: string;
  record?: { id: number; version: number };
}) {
  if (!record) return null;
  return (
    <>
      <input type="hidden" name={idName} value={record.id} />
      <input type="hidden" name="version" value={record.version} />
    </>
  );
}

/**
 * A labelled select with its error underneath, linked for screen readers: the select twin of
 * the storefront's Field (app/components/account/Field.tsx), which the back office reuses.
 */
export function SelectField({
  id,
  label,
  error,
  options,
  ...select
}: {
  id: string;
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        {label}
      </label>
      <select
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 h-11 w-full rounded-md border bg-white px-3 ${error ? "border-red-700" : "border-stone-300"}`}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
