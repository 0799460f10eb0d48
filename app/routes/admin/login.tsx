import { useEffect } from "react";
import {
  data,
  Form,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useNavigation,
} from "react-router";
import { AdminCard, SignInEmailField } from "~/components/admin/AdminCard";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { SCRIPTS_FIELD, useScriptsRunning, useShopForm } from "~/lib/forms/use-shop-form";
import { staffLoginFields } from "../../../lib/validation/staff";
import { staffMessages } from "../../../server/modules/staff";
import { staffCookieHeaders } from "../../../server/pages";
import { readAdminForm } from "../../admin-actions.server";
import { safeNext, staffOf } from "../../admin-session.server";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  // Already signed in: straight on.
  if (await staffOf(request, context)) throw redirect(next);
  return { hasOwner: await context.services.staff.hasOwner() };
}

/**
 * Signs a staff member in with the service the admin API's /login uses (its throttle too):
 * the staff cookies, then the page asked for (`next`, back-office paths only). With two-factor
 * sign-in on, a right password first answers that the code is needed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // The one-time code is never shown again, like the password.
  const form = await readAdminForm(request, context, staffLoginFields, { hide: ["code"] });
  if (!form.ok) return form.answer;
  return form.run(async ({ email, password, code }) => {
    const result = await context.services.staff.login(email, password, code, { ip: context.clientAddress });
    if (result.kind === "code-needed") return form.done(staffMessages.codeNeeded, { codeNeeded: true });
    const headers = new Headers();
    for (const cookie of staffCookieHeaders(result.sessionKey, context.secureCookies))
      headers.append("Set-Cookie", cookie);
    const next = safeNext(new URL(request.url).searchParams.get("next"));
    // The page's scripts load the next page in full themselves: the dashboard's data address
    // (/admin.data) is outside the cookie's path, so a client-side move would go without it.
    if (form.formData.get(SCRIPTS_FIELD) === "1")
      return data<FormAnswer>({ result: { status: "success" }, next }, { headers });
    return redirect(next, { headers });
  });
}

/**
 * Signed in through the page's scripts: the page loads `next` in full itself. Reloading this
 * page's data now would redirect to `next` client-side as well, and race the full load.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (typeof (actionResult as FormAnswer | undefined)?.next === "string") return false;
  return defaultShouldRevalidate;
}

/** Staff sign-in; the code field appears when the account has two-factor sign-in. */
export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const form = useShopForm(staffLoginFields, answer);
  const scripts = useScriptsRunning();
  const next = typeof answer?.next === "string" ? answer.next : null;
  const busy = useNavigation().state !== "idle" || next !== null;
  useEffect(() => {
    // A full load: the shell's data and the staff cookie start afresh.
    if (next) window.location.assign(next);
  }, [next]);
  // The code step stays once asked for, a wrong code included (`step` comes back with the values).
  const codeNeeded = answer?.codeNeeded === true || form.values.step === "code";
  // A page answered without scripts has the password field empty: a password is never sent back.
  const retype = codeNeeded && form.values[SCRIPTS_FIELD] !== "1";
  return (
    <AdminCard title="Back office sign-in">
      <p className="mt-1 text-sm text-stone-700">
        For the shop's staff. Customers sign in on the shop's login page.
      </p>
      <Form method="post" {...form.props} className="mt-6 space-y-4">
        {scripts && <input type="hidden" name={SCRIPTS_FIELD} value="1" />}
        {codeNeeded && <input type="hidden" name="step" value="code" />}
        <SignInEmailField value={form.values.email} error={form.errors.email} />
        <Field
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          error={form.errors.password}
        />
        {codeNeeded && (
          <Field
            id="code"
            label="Code from your authenticator app, or a recovery code"
            autoComplete="one-time-code"
            inputMode="text"
            maxLength={40}
            autoFocus
            error={form.errors.code}
          />
        )}
        {retype && <p className="text-sm text-stone-700">Type your password again with the code.</p>}
        <FormMessage failure={form.failure} done={codeNeeded && !form.failure ? form.done : undefined} />
        <SubmitButton busy={busy} label="Sign in" busyLabel="Signing in…" />
      </Form>
      {!loaderData.hasOwner && (
        <p className="mt-6 text-sm text-stone-700">
          No owner yet: open the setup link printed in the server's log when it started, or run{" "}
          <code>npm run staff -- create --role owner …</code>
        </p>
      )}
    </AdminCard>
  );
}
