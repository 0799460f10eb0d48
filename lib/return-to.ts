/**
 * Where a customer goes after logging in or signing up (docs/storefront.md, "Signing in"). A page that needs a customer sends a
 * guest to `/login?redirectTo=<that page>`; the older links `/login/bulkorder` and
 * `/login/product/{id}` still work. Only paths of this shop are followed: anything that could
 * leave the site (`//host`, `https://…`, `/\host`, `javascript:`) falls back to home.
 */
export const REDIRECT_PARAM = "redirectTo";

const BASE = "http://shop.invalid";

const unsafe = (ch: string) => ch === "\\" || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;

/** A same-site path to return to, or null when `raw` is missing or could lead elsewhere. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 1000 || !raw.startsWith("/")) return null;
  // Browsers read a backslash as a slash, and drop tabs and newlines: "/\evil", "/\t/evil".
  if (raw.startsWith("//") || [...raw].some(unsafe)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // Coming back to the login or signup page itself would be a loop.
  if (/^\/(phone-)?(login|signup)(\/|$)/.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** The login page, asked to come back to `path` afterwards. */
export function loginPath(path: string): string {
  const back = safeReturnPath(path);
  return back && back !== "/" ? `/login?${REDIRECT_PARAM}=${encodeURIComponent(back)}` : "/login";
}

/** Where to go after login or signup, from the page's address. */
export function afterLoginPath(
  params: { destination?: string; productId?: string },
  search: URLSearchParams,
): string {
  const back = safeReturnPath(search.get(REDIRECT_PARAM));
  if (back) return back;
  if (params.destination === "bulkorder") return "/bulk-order";
  if (params.destination === "product" && params.productId && /^\d+$/.test(params.productId))
    return `/product-info/${params.productId}`;
  return "/";
}

/** The same login or signup page's twin (login ↔ signup), keeping where to go afterwards. */
export function authSwitchPath(to: "/login" | "/signup", pathname: string, search: string): string {
  const rest = pathname.replace(/^\/(login|signup)/, "");
  return `${to}${rest}${search}`;
}
