import { redirect } from "react-router";
import { sessionKeyFrom } from "~/session.server";
import { clearSessionCookieHeader } from "../../server/pages";
import type { Route } from "./+types/logout";

/**
 * Sign out (a POST, from the header's menu or the profile page): the session ends on the
 * server, so its key is refused afterwards, the cookie is cleared, and the login page follows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const key = sessionKeyFrom(request);
  if (key) await context.services.accounts.logout(key);
  return redirect("/login", { headers: { "Set-Cookie": clearSessionCookieHeader() } });
}

/** Opening the address signs nobody out: only a POST does. */
export const loader = () => redirect("/");
