/// <reference lib="webworker" />
/**
 * The shop's service worker (docs/decisions/0051-offline.md): the storefront opens offline after a
 * first visit. Built by scripts/build-sw.mjs into build/sw/sw.js and served at /sw.js by the server,
 * which sends a worker that removes itself instead while the owner's switch is off.
 *
 * Pages always come from the network first; a kept copy is shown only when the network fails or
 * stalls, marked "You are offline; prices as of …". Built scripts, styles and pictures come from
 * the cache first (their names change with their content).
 */
import { CacheExpiration, CacheFirst, ExpirationPlugin, type PrecacheEntry, Serwist } from "serwist";
import {
  ACCOUNT_HEADER,
  CACHES,
  GUEST,
  isAsset,
  isRouteManifest,
  leftAlone,
  MAX_ASSETS,
  MAX_PRODUCTS,
  NETWORK_TIMEOUT_SECONDS,
  type PageShelf,
  pagePathOf,
  shelfFor,
} from "../../lib/offline";
import { type OfflineLang, offlinePage, queuedPage } from "./offline-page";
import { flushOutbox, keepForLater } from "./outbox";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

/** What the worker remembers between requests: whose pages it keeps, and the reader's language. */
const STATE_URL = "/__shop-offline-state";
interface State {
  account: string;
  lang: OfflineLang;
}

async function readState(): Promise<State> {
  const hit = await (await caches.open(CACHES.personal)).match(STATE_URL);
  return hit ? ((await hit.json()) as State) : { account: GUEST, lang: "en" };
}
async function writeState(state: State) {
  await (await caches.open(CACHES.personal)).put(STATE_URL, Response.json(state));
}

/**
 * A page from another account (or a guest's after a sign-out): everything kept for the last
 * account goes before anything of the new one is stored.
 */
async function noteAccount(response: Response) {
  const account = response.headers.get(ACCOUNT_HEADER);
  const language = response.headers.get("content-language")?.startsWith("hi") ? "hi" : "en";
  if (!account) return;
  const state = await readState();
  if (state.account !== account) {
    await caches.delete(CACHES.personal);
    await writeState({ account, lang: language });
  } else if (state.lang !== language) {
    await writeState({ account, lang: language });
  }
}

const products = new CacheExpiration(CACHES.products, { maxEntries: MAX_PRODUCTS });

/**
 * Whether another worker has taken this one's place (a new version, or the owner's switch that
 * removes the worker and everything kept): a worker replaced writes nothing more.
 */
const retired = () => self.serviceWorker?.state === "redundant";

async function keep(shelf: Exclude<PageShelf, null>, request: Request, response: Response) {
  if (retired()) return;
  const cache = await caches.open(CACHES[shelf]);
  await cache.put(request.url, response);
  if (shelf === "products") {
    await products.updateTimestamp(request.url);
    await products.expireEntries();
  }
}

/** The network's answer, or null when it fails. */
async function fromNetwork(
  request: Request,
  preload?: Promise<Response | undefined>,
): Promise<Response | null> {
  try {
    return (await preload) ?? (await fetch(request));
  } catch {
    return null;
  }
}

const stall = () =>
  new Promise<null>((resolve) => setTimeout(() => resolve(null), NETWORK_TIMEOUT_SECONDS * 1000));

/** The kept copy of a page, looked for in the caches this reader may see. */
async function keptCopy(url: string): Promise<Response | undefined> {
  const { account } = await readState();
  const shelves =
    account === GUEST ? [CACHES.pages, CACHES.products] : [CACHES.personal, CACHES.pages, CACHES.products];
  for (const name of shelves) {
    const hit = await (await caches.open(name)).match(url);
    if (hit) return hit;
  }
  return undefined;
}

/** A kept page shown offline: its hidden "You are offline" line is shown (it carries the page's own time). */
async function markedOffline(copy: Response, isDocument: boolean): Promise<Response> {
  if (!isDocument) return copy;
  const html = (await copy.text()).replace('<p id="offline-note" hidden=""', '<p id="offline-note"');
  const headers = new Headers(copy.headers);
  headers.set("x-shop-offline-copy", "1");
  headers.delete("content-length");
  return new Response(html, { status: 200, headers });
}

/** Tells the open pages whether the network answered, so they can say so and load the next page whole. */
async function tellPages(message: { type: "offline"; asOf: string | null } | { type: "online" }) {
  for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage(message);
}

async function page(request: Request, event: FetchEvent): Promise<Response> {
  const url = new URL(request.url);
  const isDocument = request.mode === "navigate";
  const network = fromNetwork(request, event.preloadResponse);
  const copy = await keptCopy(request.url);
  // A stalled link shows the kept copy after a while (and keeps the late answer for next time);
  // with no copy to show, the page waits for the network however long it takes.
  const response = copy ? await Promise.race([network, stall()]) : await network;
  if (response) return fromShop(request, response, event);
  if (copy) event.waitUntil(network.then((late) => late && fromShop(request, late, event)));
  void tellPages({ type: "offline", asOf: copy?.headers.get("date") ?? null });
  if (copy) return markedOffline(copy, isDocument);
  if (isDocument) return offlinePage((await readState()).lang, await listKept());
  // A page's data the worker never kept: the page loads whole instead (its kept copy, or the
  // offline page), through React Router's own "reload the document" answer.
  return reloadWhole(url);
}

/**
 * A page from the shop: answered at once, and kept where it belongs (or not at all) behind the
 * answer, so the page streams to the reader while its copy is written (waiting for the copy held
 * a 2G phone's repeat visit until the whole page had arrived); the pages told the network is back.
 */
function fromShop(request: Request, response: Response, event: ExtendableEvent): Response {
  const account = response.headers.get(ACCOUNT_HEADER);
  const shelf = response.ok && account ? shelfFor(new URL(request.url).pathname, account !== GUEST) : null;
  // Cloned now, before the reader's copy of the body starts to flow.
  const copy = shelf ? response.clone() : null;
  // Another account's kept pages go before this one's page is kept (noteAccount first).
  event.waitUntil(noteAccount(response).then(() => (shelf && copy ? keep(shelf, request, copy) : undefined)));
  void tellPages({ type: "online" });
  void flushOutbox();
  return response;
}

/** React Router's answer for "load this address as a whole page" (a 204 naming it). */
function reloadWhole(url: URL): Response {
  const target = new URL(pagePathOf(url.pathname), url);
  for (const [k, v] of url.searchParams)
    if (k !== "_routes" && k !== "index") target.searchParams.append(k, v);
  return new Response(null, {
    status: 204,
    headers: { "X-Remix-Redirect": target.pathname + target.search, "X-Remix-Reload-Document": "true" },
  });
}

/** The pages kept for this reader, with their titles, for the offline page's list. */
async function listKept(): Promise<{ url: string; title: string }[]> {
  const { account } = await readState();
  const names =
    account === GUEST ? [CACHES.pages, CACHES.products] : [CACHES.personal, CACHES.pages, CACHES.products];
  const found: { url: string; title: string }[] = [];
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.pathname.endsWith(".data") || url.pathname === STATE_URL) continue;
      const hit = await cache.match(request);
      const title = unescapeHtml(
        /<title>([^<]*)<\/title>/.exec((await hit?.text()) ?? "")?.[1] ?? url.pathname,
      );
      found.push({ url: url.pathname + url.search, title });
    }
  }
  return found;
}

/** A page's title as its HTML wrote it ("A &amp; B"), back to text: the offline page escapes it again. */
const unescapeHtml = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e] ?? _,
  );

/** One count of the assets' cache, whichever rule put a file in it. */
const assetsExpiry = new ExpirationPlugin({ maxEntries: MAX_ASSETS, maxAgeFrom: "last-used" });

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  // A new version takes over at once; the pages say so and load their next page whole.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isAsset(url.pathname),
      handler: new CacheFirst({
        cacheName: CACHES.assets,
        plugins: [assetsExpiry],
      }),
    },
    {
      // The route manifest of this build: kept as a built file is (only a 200: a 204 says the
      // build changed and the page must load whole).
      matcher: ({ url, sameOrigin }) => sameOrigin && isRouteManifest(url),
      handler: new CacheFirst({
        cacheName: CACHES.assets,
        plugins: [
          {
            cacheWillUpdate: async ({ response }) =>
              response.status === 200 && !retired() ? response : null,
          },
          assetsExpiry,
        ],
      }),
    },
    {
      matcher: ({ url, sameOrigin, request }) =>
        sameOrigin &&
        !leftAlone(url.pathname) &&
        (request.mode === "navigate" || url.pathname.endsWith(".data")),
      handler: ({ request, event }) => page(request, event as FetchEvent),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && !leftAlone(url.pathname),
      method: "POST",
      handler: async ({ request }) => {
        const kept = request.clone();
        try {
          const response = await fetch(request);
          void flushOutbox();
          return response;
        } catch {
          const waiting = await keepForLater(kept);
          if (!waiting) throw new TypeError("offline");
          const state = await readState();
          // With scripts the page loads whole again, and lists what waits.
          return request.mode === "navigate"
            ? queuedPage(state.lang, waiting)
            : reloadWhole(new URL(request.url));
        }
      },
    },
  ],
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === "flush-outbox") event.waitUntil(flushOutbox());
  // The page says whose it is (a sign-out seen by the page before any page from the network).
  if (data?.type === "account" && typeof (data as { account?: unknown }).account === "string") {
    const account = (data as unknown as { account: string }).account;
    event.waitUntil(
      readState().then(async (state) => {
        if (state.account === account) return;
        await caches.delete(CACHES.personal);
        await writeState({ account, lang: state.lang });
      }),
    );
  }
});
self.addEventListener("sync", (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === "shop-outbox") sync.waitUntil(flushOutbox());
});

serwist.addEventListeners();
