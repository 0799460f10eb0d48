import { Form } from "react-router";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { ownPasswordFields } from "../../../lib/validation/staff";

/**
 * Changing one's own password on /admin/account (posted to that page's action with
 * `intent=password`): the current one, the new one twice (the rules of every staff password,
 * checked here and on the server). The other sessions end; this one stays.
 */
export function OwnPassword({ answer, busy }: { answer: FormAnswer | undefined; busy: boolean }) {
  const form = useShopForm(ownPasswordFields, answer);
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
      <Form method="post" {...form.props} className="mt-3 grid gap-3 sm:max-w-sm">
        <Field
          id="own-current-password"
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          error={form.errors.current_password}
        />
        <Field
          id="own-new-password"
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          error={form.errors.password}
        />
        <Field
          id="own-confirm-password"
          name="confirm_password"
          label="New password again"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          error={form.errors.confirm_password}
        />
        <FormMessage failure={form.failure} done={form.done} />
        <SubmitButton
          busy={busy}
          label="Change password"
          busyLabel="Changing…"
          className="btn-primary"
          name="intent"
          value="password"
        />
      </Form>
    </section>
  );
}
