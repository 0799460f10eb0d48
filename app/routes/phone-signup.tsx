import { Link, useLocation } from "react-router";
import { PhoneCodePage, phoneCodeMeta, phoneLinkClass } from "~/components/account/PhoneCodePage";
import { useT } from "~/i18n/i18n";
import { formHeaders } from "~/lib/form-headers";
import { phoneCodeAction } from "~/lib/phone-code-action.server";
import type { Route } from "./+types/phone-signup";

/** A rate limit's `Retry-After` reaches the page's answer. */
export const headers: Route.HeadersFunction = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return phoneCodeMeta(matches, "signup");
}

/** Name and number → a code by SMS → the account, signed in (app/lib/phone-code-action.server.ts). */
export const action = (args: Route.ActionArgs) => phoneCodeAction(args, "signup");

/** Signing up with a name and a mobile number only, beside the spec's email signup. */
export default function PhoneSignup() {
  const t = useT();
  const { search } = useLocation();
  return (
    <PhoneCodePage
      purpose="signup"
      links={
        <Link to={`/login${search}`} className={phoneLinkClass}>
          {t.account.haveAccount}
        </Link>
      }
    />
  );
}
