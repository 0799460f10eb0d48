import { Form, Link, useActionData, useLocation, useNavigation } from "react-router";
import { AccountFields, AuthCard, FormMessage, SubmitButton } from "~/components/account/Field";
import { useKeepLogin } from "~/components/account/use-keep-login";
import { metaT, useT } from "~/i18n/i18n";
import { formHeaders } from "~/lib/form-headers";
import { readForm } from "~/lib/forms/form-action.server";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { SCRIPTS_FIELD, useScriptsRunning, useShopForm } from "~/lib/forms/use-shop-form";
import { authSwitchPath } from "~/lib/return-to";
import { signedIn } from "~/lib/signed-in.server";
import { seo } from "~/seo";
import { loginFields } from "../../lib/validation/accounts";
import type { Route } from "./+types/login";

/** A rate limit's `Retry-After` reaches the page's answer. */
export const headers: Route.HeadersFunction = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.account.loginTitle,
    description: t.account.loginIntro,
    path: "/login",
    noindex: true,
  });
}

/**
 * Logs in and sets the session cookie. A plain POST (no scripts yet) goes on to the page that
 * asked for the login; the page's scripts get the login's data to keep the storage keys.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request, context, loginFields);
  if (!form.ok) return form.answer;
  return form.run(async ({ email, password }) => {
    const from = { ip: context.clientAddress, lang: context.lang };
    const login = await context.services.accounts.login(email, password, from);
    return signedIn(request, context, form.formData, params, login);
  });
}

/** Login by email or phone; afterwards back to the page that asked for it (app/lib/return-to.ts). */
export default function Login() {
  const t = useT();
  const location = useLocation();
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const form = useShopForm(loginFields, answer);
  const busy = useNavigation().state !== "idle";
  const scripts = useScriptsRunning();
  useKeepLogin(answer);

  return (
    <AuthCard title={t.account.loginTitle}>
      <p className="mt-1 text-sm text-stone-700">{t.account.loginIntro}</p>
      <Form method="post" {...form.props} className="mt-6 space-y-4">
        {scripts && <input type="hidden" name={SCRIPTS_FIELD} value="1" />}
        <AccountFields
          names={["email", "password"]}
          errors={form.errors}
          as={{ email: "login" }}
          props={{
            email: { defaultValue: form.values.email },
            password: { autoComplete: "current-password" },
          }}
        />
        <FormMessage failure={form.failure} />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-800 underline">
            {t.account.forgotten}
          </Link>
        </div>
        <SubmitButton busy={busy} label={t.account.loginButton} />
      </Form>
      <Link to={`/phone-login${location.search}`} className="btn-outline mt-4 w-full">
        {t.phone.withPhoneLogin}
      </Link>
      <p className="mt-6 text-center text-sm">
        <Link
          to={authSwitchPath("/signup", location.pathname, location.search)}
          className="font-semibold text-brand-800 underline"
        >
          {t.account.createAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
