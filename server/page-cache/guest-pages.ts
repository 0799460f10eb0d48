import type { Context, MiddlewareHandler } from "hono";
import { nextIndiaMidnight } from "../../lib/india-time";
import { sessionKeyFromCookies } from "../../lib/session-cookie";
import type { CacheBus } from "../cache-bus";
import { chooseEncoding } from "../http/accept-encoding";
import type { AppEnv } from "../http/app-env";
import type { CustomerPiece, CustomerPieces, PagePersonal } from "./customer-pieces";
import { bodyWithNonce, makeNonceTemplate, type NonceTemplate } from "./nonce-template";
import { createPageStore } from "./page-store";

/**
 * The route patterns (app/routes.ts) whose pages are the same for every guest: what they show
 * comes from the catalogue (crops too: their changes ride on its topic), the blog and the
 * shop's settings, in the request's language. A signed-in customer's differ only by what
 * `PagePersonal` holds (the cart's count; a product's review standing), which their key names.
 * Pages of a customer's own (cart, checkout, orders, profile), forms and search are not here.
 */
export const GUEST_PAGE_PATTERNS: ReadonlySet<string> = new Set([
  "/",
  "/products/:category",
  "/plants",
  "/agro",
  "/vegetable-seeds",
  "/tea-product",
  "/product-info/:id",
  "/crops",
  "/crops/:crop",
  "/blog",
  "/blog-details/:title",
  "/about-us",
  "/contact-us",
  "/privacy-policy",
]);

/** Memory one process gives to kept pages (a category page is about 100 KB with its two compressed forms). */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** What the HTML depends on besides the address and the language (the test-mode banner). */
export interface GuestPagesOptions {
  ttlSeconds: number;
  /** A page address's route pattern; without it (development) nothing is cached. */
  pagePattern?: (pathname: string) => string;
  variant: string;
  bus: CacheBus;
  maxBytes?: number;
  /**
   * Signed-in customers' pieces (./customer-pieces.ts): with them a signed-in customer's page is
   * kept too, once per what it shows of them; without them it is rendered each time.
   */
  pieces?: CustomerPieces;
  /**
   * What a page of `pattern` shows of the customer beyond the piece (a product's review
   * standing); null: this one is theirs alone (their own review), rendered for them.
   */
  personalOf?: (pattern: string, path: string, piece: CustomerPiece) => Promise<PagePersonal | null>;
}

/** A request's place in the cache: its key and, for a signed-in customer, what the page shows of them. */
interface Keyed {
  key: string;
  personal?: PagePersonal;
}

/**
 * Guest pages from memory (docs/decisions/0023-guest-page-cache.md): a guest's GET of a page in
 * GUEST_PAGE_PATTERNS is rendered once per address and language and then served from the kept
 * page, with this response's CSP nonce written in, compressed as the browser asks, an ETag
 * answering If-None-Match with 304, and a Cache-Control that lets a CDN hold it briefly. Kept
 * for CACHE_TTL_SECONDS; dropped at once when staff change the catalogue, the blog or the
 * settings in any process (server/cache-bus.ts), or a sale here changes stock.
 */
export function guestPages(options: GuestPagesOptions) {
  const { ttlSeconds, pagePattern } = options;
  const store = createPageStore({
    ttlMs: ttlSeconds * 1000,
    maxBytes: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
  });
  for (const topic of ["catalogue", "blog", "settings"] as const) options.bus.on(topic, store.clear);
  /**
   * A CDN may keep the page for the TTL, but never past India's midnight, stale or not: what the
   * shop's licences allow changes with the day (docs/decisions/0047-regulated-sales.md).
   */
  const cacheControl = () => {
    const now = Date.now();
    const n = Math.min(ttlSeconds, Math.floor((nextIndiaMidnight(now) - now) / 1000));
    const stale = Math.max(0, Math.min(ttlSeconds, Math.floor((nextIndiaMidnight(now) - now) / 1000) - n));
    return `public, max-age=0, s-maxage=${n}, stale-while-revalidate=${stale}`;
  };

  // A miss asks twice (the early look-up, then the render): the customer's piece is read once.
  const keyedFor = new WeakMap<Context<AppEnv>, Promise<Keyed | undefined>>();
  const keyOf = (c: Context<AppEnv>): Promise<Keyed | undefined> => {
    let keyed = keyedFor.get(c);
    if (!keyed) {
      keyed = findKey(c);
      keyedFor.set(c, keyed);
    }
    return keyed;
  };

  /** The cache key of a request that may be served from the cache, else undefined. */
  const findKey = async (c: Context<AppEnv>): Promise<Keyed | undefined> => {
    if (ttlSeconds <= 0 || !pagePattern || c.req.method !== "GET") return undefined;
    if (!c.get("secureHeadersNonce")) return undefined;
    const path = c.req.path;
    // React Router's navigation data (/products/seeds.data) has the page's pattern but is not HTML.
    if (path.endsWith(".data")) return undefined;
    const pattern = pagePattern(path);
    if (!GUEST_PAGE_PATTERNS.has(pattern)) return undefined;
    const session = sessionKeyFromCookies(c.req.header("cookie"));
    if (session && !options.pieces) return undefined;
    c.set("metricsRoute", pattern);
    const url = c.req.url;
    const q = url.indexOf("?");
    // A phone saving data gets the page with the smallest pictures: a page of its own.
    const saveData = c.req.header("save-data")?.trim().toLowerCase() === "on" ? " save-data" : "";
    const key = `${c.get("lang")} ${options.variant}${saveData} ${path}${q < 0 ? "" : url.slice(q)}`;
    if (!session || !options.pieces) return { key };
    // A session that is not live (ended, expired) is rendered as it is today, each time.
    const piece = await options.pieces.get(session);
    if (!piece) return undefined;
    const personal = options.personalOf
      ? await options.personalOf(pattern, path, piece)
      : { cartCount: piece.cartCount };
    if (!personal) return undefined;
    return { key: `${key} signed-in ${JSON.stringify(personal)}`, personal };
  };

  const answer = (c: Context<AppEnv>, page: NonceTemplate, signedIn: boolean): Response => {
    const headers = new Headers({
      // A 304's type is the page's too: the Node adapter would otherwise name text/plain.
      "content-type": "text/html; charset=utf-8",
      etag: page.etag,
      // A signed-in customer's page is kept here only: never by a CDN or the browser's cache.
      "cache-control": signedIn ? "private, no-store" : cacheControl(),
      // The page is one per language (a cookie or Accept-Language), per session cookie, and per Save-Data.
      vary: "Accept-Encoding, Cookie, Accept-Language, Save-Data",
    });
    if (matchesEtag(c.req.header("if-none-match"), page.etag))
      return new Response(null, { status: 304, headers });
    const nonce = c.get("secureHeadersNonce") ?? "";
    const offered = [...(page.br ? (["br"] as const) : []), ...(page.gzip ? (["gzip"] as const) : [])];
    const wanted = chooseEncoding(c.req.header("accept-encoding"), offered);
    const encoded = wanted === "identity" ? undefined : bodyWithNonce(page, nonce, wanted);
    if (encoded) headers.set("content-encoding", wanted);
    const body = encoded ?? bodyWithNonce(page, nonce, "identity");
    return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
  };

  /** Serves a fresh kept page; early in the chain, so a hit skips the static files' look-up. */
  const serveCached: MiddlewareHandler<AppEnv> = async (c, next) => {
    const keyed = await keyOf(c);
    const page = keyed && store.fresh(keyed.key);
    if (!page) return next();
    return answer(c, page, keyed.personal !== undefined);
  };

  /** The page handler's path for a page that may be kept: one render per page at a time. */
  const render = async (
    c: Context<AppEnv>,
    renderPage: (personal?: PagePersonal) => Promise<Response>,
  ): Promise<Response> => {
    const keyed = await keyOf(c);
    if (keyed === undefined) return renderPage();
    const { key, personal } = keyed;
    const nonce = c.get("secureHeadersNonce") ?? "";
    const made = await store.fill(key, async () => {
      const res = await renderPage(personal);
      const type = res.headers.get("content-type") ?? "";
      if (res.status !== 200 || !type.startsWith("text/html") || res.headers.has("set-cookie"))
        return { own: res };
      return { page: await makeNonceTemplate(await res.text(), nonce), own: undefined };
    });
    if (made.page) return answer(c, made.page, personal !== undefined);
    return made.own ?? renderPage(personal);
  };

  return { serveCached, render, clear: store.clear, size: store.size };
}

export type GuestPages = ReturnType<typeof guestPages>;

/** If-None-Match against a weak validator: the weak comparison of RFC 9110 13.1.2. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === opaque;
  });
}
