import { Link, useActionData, useLocation } from "react-router";
import { AuthCard } from "~/components/account/Field";
import { PhoneCodeForms } from "~/components/account/PhoneCodeForms";
import { useKeepLogin } from "~/components/account/use-keep-login";
import { metaT, useT } from "~/i18n/i18n";
import { formHeaders } from "~/lib/form-headers";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { phoneCodeAction } from "~/lib/phone-code-action.server";
import { seo } from "~/seo";
import type { Route } from "./+types/phone-login";

/** A rate limit's `Retry-After` reaches the page's answer. */
export const headers: Route.HeadersFunction = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.phone.loginTitle,
    description: t.phone.loginIntro,
    path: "/phone-login",
    noindex: true,
  });
}

/** Number → a code by SMS → signed in (app/lib/phone-code-action.server.ts). */
export const action = (args: Route.ActionArgs) => phoneCodeAction(args, "login");

/** Signing in with the mobile number and a code by SMS, beside the spec's password login. */
export default function PhoneLogin() {
  const t = useT();
  const { search } = useLocation();
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  useKeepLogin(answer);
  const link = "font-semibold text-brand-800 underline";
  return (
    <AuthCard title={t.phone.loginTitle}>
      <p className="mt-1 text-sm text-stone-700">{t.phone.loginIntro}</p>
      <PhoneCodeForms
        purpose="login"
        answer={answer}
        links={
          <p className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
            <Link to={`/login${search}`} className={link}>
              {t.phone.withPassword}
            </Link>
            <Link to={`/phone-signup${search}`} className={link}>
              {t.phone.withPhoneSignup}
            </Link>
          </p>
        }
      />
    </AuthCard>
  );
}
