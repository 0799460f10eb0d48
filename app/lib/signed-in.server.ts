import { type AppLoadContext, data, redirect } from "react-router";
import { type Account, presentLogin } from "../../server/modules/accounts";
import { cartMessages } from "../../server/modules/cart";
import { sayIn, sessionCookieHeader } from "../../server/pages";
import { addPendingPack } from "./cart-action.server";
import type { FormAnswer } from "./forms/form-answer";
import { SCRIPTS_FIELD } from "./forms/use-shop-form";
import { afterLoginPath, REDIRECT_PARAM } from "./return-to";

/**
 * The answer of a login or signup that succeeded: the session cookie, and for a plain POST (no
 * scripts yet) the page that asked for the login; the page's scripts get the login's data
 * instead, to keep the storage keys (docs/storefront.md, "Signing in") and go on themselves.
 */
export async function signedIn(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  params: { destination?: string; productId?: string },
  login: { account: Account; sessionKey: string },
  done?: string,
) {
  const headers = { "Set-Cookie": sessionCookieHeader(login.sessionKey, context.secureCookies) };
  const search = new URL(request.url).searchParams;
  // The pack a guest chose before logging in, added here in the POST: once, whatever reloads.
  const added = await addPendingPack(context, login.account.userId, search.get(REDIRECT_PARAM));
  if (formData.get(SCRIPTS_FIELD) !== "1")
    throw redirect(added ? `${added.back}&done=${added.notice}` : afterLoginPath(params, search), {
      headers,
    });
  return data<FormAnswer>(
    {
      result: { status: "success" },
      done,
      login: presentLogin(login.account, login.sessionKey),
      // Said by the page's scripts as a toast (a refusal as an error) before going on.
      added: added && {
        sentence: sayIn(context.lang, cartMessages[added.notice]),
        ok: added.notice === "added" || added.notice === "increased",
      },
    },
    { headers },
  );
}
