import { useState } from "react";
import { callAdmin } from "~/components/admin/admin-api";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { useApiForm } from "~/lib/use-api-form";
import { ownPasswordFields } from "../../../lib/validation/staff";

/**
 * Changing one's own password on /admin/account: the current one, the new one twice (the rules
 * of every staff password, checked here and on the server). The other sessions end; this one stays.
 */
export function OwnPassword() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const form = useApiForm({
    schema: ownPasswordFields,
    values: () => ({ current_password: current, password: next, confirm_password: again }),
    send: (v) => callAdmin("/account/password", v),
    onSuccess: () => {
      setCurrent("");
      setNext("");
      setAgain("");
    },
  });
  return (
    <section
      aria-labelledby="password-title"
      className="mt-6 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="password-title" className="text-lg font-bold">
        Password
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Changing it signs you out on every other device; you stay signed in here.
      </p>
      <form noValidate onSubmit={form.onSubmit} className="mt-3 grid gap-3 sm:max-w-sm">
        <Field
          id="own-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={form.errors.current_password}
        />
        <Field
          id="own-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={form.errors.password}
        />
        <Field
          id="own-confirm-password"
          label="New password again"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          value={again}
          onChange={(e) => setAgain(e.target.value)}
          error={form.errors.confirm_password}
        />
        <FormMessage failure={form.failure} />
        <SubmitButton
          busy={form.busy}
          label="Change password"
          busyLabel="Changing…"
          className="btn-primary"
        />
      </form>
    </section>
  );
}
