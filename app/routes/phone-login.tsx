import { Link, useLocation } from "react-router";
import { PhoneCodePage, phoneCodeMeta, phoneLinkClass } from "~/components/account/PhoneCodePage";
import { useT } from "~/i18n/i18n";
import { formHeaders } from "~/lib/form-headers";
import { phoneCodeAction } from "~/lib/phone-code-action.server";
import type { Route } from "./+types/phone-login";

/** A rate limit's `Retry-After` reaches the page's answer. */
export const headers: Route.HeadersFunction = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return phoneCodeMeta(matches, "login");
}

/** Number → a code by SMS → signed in (app/lib/phone-code-action.server.ts). */
export const action = (args: Route.ActionArgs) => phoneCodeAction(args, "login");

/** Signing in with the mobile number and a code by SMS, beside the spec's password login. */
export default function PhoneLogin() {
  const t = useT();
  const { search } = useLocation();
  return (
    <PhoneCodePage
      purpose="login"
      links={
        <>
          <Link to={`/login${search}`} className={phoneLinkClass}>
            {t.phone.withPassword}
          </Link>
          <Link to={`/phone-signup${search}`} className={phoneLinkClass}>
            {t.phone.withPhoneSignup}
          </Link>
        </>
      }
    />
  );
}
