import type { HeadersFunction } from "react-router";

/**
 * A form page's `headers`: the action's `Retry-After` (a rate limit, form.run) reaches the
 * page's answer, with scripts or without. React Router passes on only an action's cookies
 * unless the route names the headers it wants.
 */
export const formHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
};
