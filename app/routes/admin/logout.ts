import { redirect } from "react-router";
import { clearStaffCookieHeaders } from "../../../server/pages";
import { staffKeyFrom } from "../../admin-session.server";
import type { Route } from "./+types/logout";

/**
 * The back office's Sign out (a POST from the top bar, with or without the page's scripts): the
 * session ends on the server, so its key is refused afterwards, both staff cookies are cleared,
 * and the sign-in page follows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const key = staffKeyFrom(request);
  if (key) await context.services.staff.sessions.end(key);
  const headers = new Headers();
  for (const cookie of clearStaffCookieHeaders(context.secureCookies)) headers.append("Set-Cookie", cookie);
  return redirect("/admin/login", { headers });
}

/** Opening the address signs nobody out: only a POST does. */
export const loader = () => redirect("/admin");
