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
import { signupFields } from "../../lib/validation/accounts";
import { messages } from "../../server/modules/accounts";
import type { Route } from "./+types/signup";

/** A rate limit's `Retry-After` reaches the page's answer. */
export const headers: Route.HeadersFunction = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.account.signupTitle,
    description: t.account.loginIntro,
    path: "/signup",
    noindex: true,
  });
}

/** Creates the account and logs in with it: the same answer as the login page's. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request, context, signupFields);
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    const { accounts } = context.services;
    const from = { ip: context.clientAddress, lang: context.lang };
    await accounts.signup(
      { fullName: v.fullname, phone: v.phonenumber, email: v.email, password: v.password },
      from,
    );
    const login = await accounts.login(v.email, v.password, from);
    return signedIn(request, context, form.formData, params, login, messages.signedUp);
  });
}

/** Signup, then logged in at once and on to the page that asked (app/lib/return-to.ts). */
export default function Signup() {
  const t = useT();
  const location = useLocation();
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const form = useShopForm(signupFields, answer);
  const busy = useNavigation().state !== "idle";
  const scripts = useScriptsRunning();
  useKeepLogin(answer);

  return (
    <AuthCard title={t.account.signupTitle}>
      {/* Farmers often have a phone and no email: their way in, before the spec's form. */}
      <Link to={`/phone-signup${location.search}`} className="btn-outline mt-4 w-full">
        {t.phone.withPhoneSignup}
      </Link>
      <Form method="post" {...form.props} className="mt-6 space-y-4">
        {scripts && <input type="hidden" name={SCRIPTS_FIELD} value="1" />}
        <AccountFields
          names={["fullname", "phonenumber", "email", "password", "confirmpassword"]}
          errors={form.errors}
          props={{
            fullname: { defaultValue: form.values.fullname },
            phonenumber: { defaultValue: form.values.phonenumber },
            email: { defaultValue: form.values.email },
          }}
        />
        <FormMessage failure={form.failure} />
        <SubmitButton busy={busy} label={t.account.signupButton} />
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link
          to={authSwitchPath("/login", location.pathname, location.search)}
          className="font-semibold text-brand-800 underline"
        >
          {t.account.haveAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
