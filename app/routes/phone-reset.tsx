import { Link, useActionData } from "react-router";
import { AuthCard } from "~/components/account/Field";
import { PhoneCodeForms } from "~/components/account/PhoneCodeForms";
import { metaT, useT } from "~/i18n/i18n";
import { formHeaders } from "~/lib/form-headers";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { phoneCodeAction } from "~/lib/phone-code-action.server";
import { seo } from "~/seo";
import type { Route } from "./+types/phone-reset";

/** A rate limit's `Retry-After` reaches the page's answer. */
export const headers: Route.HeadersFunction = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.phone.resetTitle,
    description: t.phone.resetIntro,
    path: "/phone-reset",
    noindex: true,
  });
}

/** Number → a code by SMS → the code and a new password (app/lib/phone-code-action.server.ts). */
export const action = (args: Route.ActionArgs) => phoneCodeAction(args, "reset");

/** A forgotten password reset with a code by SMS: for accounts without email, or by choice. */
export default function PhoneReset() {
  const t = useT();
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const link = "font-semibold text-brand-800 underline";
  return (
    <AuthCard title={t.phone.resetTitle}>
      <p className="mt-1 text-sm text-stone-700">{t.phone.resetIntro}</p>
      <PhoneCodeForms
        purpose="reset"
        answer={answer}
        links={
          <p className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
            <Link to="/forgot-password" className={link}>
              {t.phone.resetByEmail}
            </Link>
            <Link to="/login" className={link}>
              {t.account.backToLogin}
            </Link>
          </p>
        }
      />
    </AuthCard>
  );
}
