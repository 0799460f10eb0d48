import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

/** A checkbox with its label beside it, 44 px tall to tap. */
export function CheckboxField({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-stone-900"
    >
      <input id={id} name={id} type="checkbox" className="h-5 w-5 accent-brand-800" {...input} />
      {label}
    </label>
  );
}

/**
 * A labelled text area with its error underneath, linked for screen readers; `hint` (how to
 * write it) shows under the label and is read with the field.
 */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  ...area
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <FieldLabel id={id} label={label} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-700">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`mt-1 min-h-24 w-full rounded-md border px-3 py-2 ${error ? "border-red-700" : "border-stone-300"}`}
        {...area}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A field's label above its control. */
function FieldLabel({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
      {label}
    </label>
  );
}

/** The attributes that mark a control wrong and tie it to its FieldError, when it has one. */
export const errorLink = (id: string, error?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
});

/** A field's error line (for controls that are not a Field), linked by `${id}-error`. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

/**
 * A labelled picture chooser (the pictures the server takes) with its error underneath;
 * `children` show under it (a preview).
 */
export function PictureField({
  id,
  label,
  error,
  children,
  ...input
}: { id: string; label: string; error?: string; children?: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "accept"
>) {
  return (
    <div>
      <FieldLabel id={id} label={label} />
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        {...errorLink(id, error)}
        className="mt-1 block min-h-11 w-full text-sm"
        {...input}
      />
      <FieldError id={id} error={error} />
      {children}
    </div>
  );
}
