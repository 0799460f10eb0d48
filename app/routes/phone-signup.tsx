import { Link, useActionData, useLocation } from "react-router";
import { AuthCard } from "~/components/account/Field";
import { PhoneCodeForms } from "~/components/account/PhoneCodeForms";
import { useKeepLogin } from "~/components/account/use-keep-login";
import { metaT, useT } from "~/i18n/i18n";
import { formHeaders } from "~/lib/form-headers";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { phoneCodeAction } from "~/lib/phone-code-action.server";
import { seo } from "~/seo";
import type { Route } from "./+types/phone-signup";

/** A rate limit's `Retry-After` reaches the page's answer. */
export const headers: Route.HeadersFunction = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.phone.signupTitle,
    description: t.phone.signupIntro,
    path: "/phone-signup",
    noindex: true,
  });
}

/** Name and number → a code by SMS → the account, signed in (app/lib/phone-code-action.server.ts). */
export const action = (args: Route.ActionArgs) => phoneCodeAction(args, "signup");

/** Signing up with a name and a mobile number only, beside the spec's email signup. */
export default function PhoneSignup() {
  const t = useT();
  const { search } = useLocation();
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  useKeepLogin(answer);
  const link = "font-semibold text-brand-800 underline";
  return (
    <AuthCard title={t.phone.signupTitle}>
      <p className="mt-1 text-sm text-stone-700">{t.phone.signupIntro}</p>
      <PhoneCodeForms
        purpose="signup"
        answer={answer}
        links={
          <p className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
            <Link to={`/login${search}`} className={link}>
              {t.account.haveAccount}
            </Link>
          </p>
        }
      />
    </AuthCard>
  );
}
