import type { ReactNode } from "react";

/**
 * One labelled control of a bulk enquiry row, with its message under it (`${id}-error`, which
 * the control names in its aria-describedby).
 */
export function BulkField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
