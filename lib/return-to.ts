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

/**
 * A pack a guest chose and tapped Add for, carried to the login and back in the address to
 * return to: `/product-info/7?pack=12&qty=2&add=1`. Ids and a count only, nothing secret; the
 * login's POST adds it (app/lib/signed-in.server.ts), so it is added once, and the page it
 * comes back to keeps `?pack=` (the pack shown) but not `add`, so a reload adds nothing.
 */
export interface PendingAdd {
  productId: number;
  productPriceId: number;
  qty: number;
}

const ID = /^[1-9]\d{0,8}$/;
const QTY = /^[1-9]\d{0,2}$/;

/** The product page to return to after logging in, asked to add the chosen pack then. */
export function productPathWithAdd(add: PendingAdd): string {
  return `/product-info/${add.productId}?pack=${add.productPriceId}&qty=${add.qty}&add=1`;
}

/**
 * The pack to add after logging in, and the product page to show afterwards (without the
 * request to add), from a return path; null when the path asks for no add or asks it oddly.
 */
export function pendingAddOf(path: string | null): (PendingAdd & { back: string }) | null {
  const safe = safeReturnPath(path);
  if (!safe) return null;
  const url = new URL(safe, BASE);
  const product = /^\/product-info\/(\d+)$/.exec(url.pathname)?.[1];
  const pack = url.searchParams.get("pack") ?? "";
  const qty = url.searchParams.get("qty") ?? "";
  if (
    url.searchParams.get("add") !== "1" ||
    !product ||
    !ID.test(product) ||
    !ID.test(pack) ||
    !QTY.test(qty)
  )
    return null;
  return {
    productId: Number(product),
    productPriceId: Number(pack),
    qty: Number(qty),
    back: `/product-info/${product}?pack=${pack}`,
  };
}

/** Where to go after login or signup, from the page's address (a pack to add is added by then). */
export function afterLoginPath(
  params: { destination?: string; productId?: string },
  search: URLSearchParams,
): string {
  const back = safeReturnPath(search.get(REDIRECT_PARAM));
  if (back) return withoutAdd(back);
  if (params.destination === "bulkorder") return "/bulk-order";
  if (params.destination === "product" && params.productId && /^\d+$/.test(params.productId))
    return `/product-info/${params.productId}`;
  return "/";
}

/** A return path without its request to add (an odd one keeps its page, loses the rest). */
function withoutAdd(path: string): string {
  const pending = pendingAddOf(path);
  if (pending) return pending.back;
  const url = new URL(path, BASE);
  if (!url.searchParams.has("add")) return path;
  url.searchParams.delete("add");
  url.searchParams.delete("qty");
  return url.pathname + url.search + url.hash;
}

/** The same login or signup page's twin (login ↔ signup), keeping where to go afterwards. */
export function authSwitchPath(to: "/login" | "/signup", pathname: string, search: string): string {
  const rest = pathname.replace(/^\/(login|signup)/, "");
  return `${to}${rest}${search}`;
}
