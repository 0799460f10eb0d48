import { Link } from "react-router";
import { PhoneCodePage, phoneCodeMeta, phoneLinkClass } from "~/components/account/PhoneCodePage";
import { useT } from "~/i18n/i18n";
import { formHeaders } from "~/lib/form-headers";
import { phoneCodeAction } from "~/lib/phone-code-action.server";
import type { Route } from "./+types/phone-reset";

/** A rate limit's `Retry-After` reaches the page's answer. */
export const headers: Route.HeadersFunction = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return phoneCodeMeta(matches, "reset");
}

/** Number → a code by SMS → the code and a new password (app/lib/phone-code-action.server.ts). */
export const action = (args: Route.ActionArgs) => phoneCodeAction(args, "reset");

/** A forgotten password reset with a code by SMS: for accounts without email, or by choice. */
export default function PhoneReset() {
  const t = useT();
  return (
    <PhoneCodePage
      purpose="reset"
      links={
        <>
          <Link to="/forgot-password" className={phoneLinkClass}>
            {t.phone.resetByEmail}
          </Link>
          <Link to="/login" className={phoneLinkClass}>
            {t.account.backToLogin}
          </Link>
        </>
      }
    />
  );
}
