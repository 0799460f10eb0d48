import { type FormEvent, type ReactNode, useState } from "react";
import { useAdminAction } from "./use-admin-action";

/**
 * A small form that calls one admin endpoint with its fields (and `body`): the outcome is a
 * toast, the page's data reloads after a success and the form empties; the server's field
 * messages come back to `children(errors)` to show under their fields.
 */
export function ActionForm({
  path,
  body,
  submit,
  children,
  className = "space-y-3",
  keepValues = false,
}: {
  path: string;
  body: object;
  submit: string;
  children: (errors: Record<string, string>) => ReactNode;
  className?: string;
  /** Leave the fields as they are after a success (a select showing the new status). */
  keepValues?: boolean;
}) {
  const { run, busy } = useAdminAction();
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const answer = await run(path, { ...body, ...fields });
    setErrors(answer.errors ?? {});
    if (answer.status === 1 && !keepValues) form.reset();
  }
  return (
    <form noValidate onSubmit={onSubmit} className={className}>
      {children(errors)}
      <button type="submit" className="btn-primary" disabled={busy !== null}>
        {busy ? "Working…" : submit}
      </button>
    </form>
  );
}
