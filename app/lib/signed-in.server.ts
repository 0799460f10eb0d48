import { type AppLoadContext, data, redirect } from "react-router";
import { type Account, presentLogin } from "../../server/modules/accounts";
import { sessionCookieHeader } from "../../server/pages";
import type { FormAnswer } from "./forms/form-answer";
import { SCRIPTS_FIELD } from "./forms/use-shop-form";
import { afterLoginPath } from "./return-to";

/**
 * The answer of a login or signup that succeeded: the session cookie, and for a plain POST (no
 * scripts yet) the page that asked for the login; the page's scripts get the login's data
 * instead, to keep the storage keys (docs/storefront.md, "Signing in") and go on themselves.
 */
export function signedIn(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  params: { destination?: string; productId?: string },
  login: { account: Account; sessionKey: string },
  done?: string,
) {
  const headers = { "Set-Cookie": sessionCookieHeader(login.sessionKey, context.secureCookies) };
  if (formData.get(SCRIPTS_FIELD) !== "1")
    throw redirect(afterLoginPath(params, new URL(request.url).searchParams), { headers });
  return data<FormAnswer>(
    { result: { status: "success" }, done, login: presentLogin(login.account, login.sessionKey) },
    { headers },
  );
}
