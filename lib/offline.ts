/**
 * What the service worker keeps for use offline, and where (docs/decisions/0051-offline.md), in
 * one place: the worker (app/sw/service-worker.ts) and its tests read these rules.
 *
 * Pages are asked of the network first; the copy kept is used only when the network fails.
 * A page rendered for a signed-in customer goes to the personal cache, which is emptied when
 * another account (or nobody) is signed in, so nothing personal is ever shown to someone else.
 */

/** The caches the worker keeps, by what they hold. */
export const CACHES = {
  /** Guests' catalogue pages: home, categories, crops, blog, about, contact. */
  pages: "shop-pages-v1",
  /** Guests' product pages: the last {@link MAX_PRODUCTS} viewed. */
  products: "shop-products-v1",
  /** Any page rendered for a signed-in customer, and the cart, orders and invoices viewed. */
  personal: "shop-personal-v1",
  /** Built scripts and styles (their names carry a content hash) and pictures. */
  assets: "shop-assets-v1",
  /** Forms written offline, waiting to be sent (a list, not responses). */
  outbox: "shop-outbox-v1",
} as const;

/** How many product pages are kept; the oldest viewed goes first. */
export const MAX_PRODUCTS = 50;
/** How many scripts, styles and pictures are kept. */
export const MAX_ASSETS = 300;
/** How long a page waits for the network before the kept copy is shown instead (a 2G link stalls). */
export const NETWORK_TIMEOUT_SECONDS = 6;

/** Where a page viewed is kept, or null: never kept (the back office, sign-in, checkout, payments). */
export type PageShelf = "pages" | "products" | "personal" | null;

const CATALOGUE = [
  /^\/$/,
  /^\/products\/[^/]+$/,
  /^\/(plants|agro|vegetable-seeds|tea-product)$/,
  /^\/crops(\/[^/]+)?$/,
  /^\/blog$/,
  /^\/blog-details\/[^/]+$/,
  /^\/about-us$/,
  /^\/contact-us$/,
  /^\/privacy-policy$/,
];
const PRODUCT = /^\/product-info\/[^/]+$/;
/** A customer's own pages: kept for them alone. */
const OWN = [/^\/cart$/, /^\/order$/, /^\/order\/\d+$/, /^\/invoice\/[^/]+(\/[^/]+)?$/];

/** React Router asks a page's data at `{path}.data` (and `/_root.data` for the home page). */
export function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * Where a page (or its data) is kept, from its path and whether it was rendered for a
 * signed-in customer. Nothing with a query other than a category's filters and sort is kept
 * apart: the worker keys on the whole address, so each filter is its own copy.
 */
export function shelfFor(pathname: string, signedIn: boolean): PageShelf {
  const path = pagePathOf(pathname);
  if (OWN.some((p) => p.test(path))) return "personal";
  const catalogue = CATALOGUE.some((p) => p.test(path));
  const product = PRODUCT.test(path);
  if (!catalogue && !product) return null;
  if (signedIn) return "personal";
  return product ? "products" : "pages";
}

/** Requests the worker leaves alone entirely: the back office, the API, payments, uploads' forms. */
export function leftAlone(pathname: string): boolean {
  return /^\/(admin|api|sandbox|payment-|pay-link|cod\/|logout|sw\.js)/.test(pathname);
}

/** Built files named by their content, never changed: kept until pushed out by newer ones. */
export const isAsset = (pathname: string) => /^\/(assets|uploads|images|icons)\//.test(pathname);

/**
 * React Router's route manifest (`/__manifest?paths=…&version=…`): which routes the links on a
 * page lead to. The same for every reader and fixed for a build (its version is in the address),
 * so it is kept like a built file: a repeat visit's first tap then waits for no round trip.
 */
export const ROUTE_MANIFEST_PATH = "/__manifest";
export const isRouteManifest = (url: URL) =>
  url.pathname === ROUTE_MANIFEST_PATH && url.searchParams.has("version");

/** The response header naming whose page it is: "guest", or an opaque tag of the account. */
export const ACCOUNT_HEADER = "x-shop-account";
export const GUEST = "guest";

/** Forms that may be written offline and sent later (never an order, a payment or a sign-in). */
export const QUEUEABLE_FORMS = [/^\/contact-us$/, /^\/bulk-order(\/\d+)?$/, /^\/product-info\/[^/]+$/];
export const isQueueable = (pathname: string) => QUEUEABLE_FORMS.some((p) => p.test(pathname));
