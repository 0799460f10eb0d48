/// <reference lib="webworker" />
/**
 * Forms written offline and sent when the network is back (docs/decisions/0051-offline.md): a
 * contact message, a bulk enquiry, a review. Each waits in the worker's own cache as the request it
 * was (address, type and body), under a made-up address of its own, and leaves it once the shop
 * has answered it (whatever the answer: a refusal is shown on the page when the customer looks).
 * An order, a payment or a sign-in is never kept: those need the shop there and then.
 */
import { CACHES, isQueueable } from "../../lib/offline";

declare const self: ServiceWorkerGlobalScope;

const PREFIX = "/__shop-outbox/";

/** A form waiting to be sent, as the "waiting to send" list shows it. */
export interface Waiting {
  id: string;
  path: string;
  at: string;
}

/** Keeps a form the network refused, if it is one that may wait; the list of those waiting, or null. */
export async function keepForLater(request: Request): Promise<Waiting[] | null> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  if (!isQueueable(path)) return null;
  const body = await request.arrayBuffer();
  // On a product's page only the review form waits ("Notify me" asks about stock there and then).
  if (path.startsWith("/product-info/") && url.searchParams.has("notify")) return null;
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const cache = await caches.open(CACHES.outbox);
  await cache.put(
    PREFIX + id,
    new Response(body, {
      headers: {
        "content-type": request.headers.get("content-type") ?? "application/x-www-form-urlencoded",
        "x-url": url.pathname + url.search,
        "x-path": path,
        "x-at": new Date().toISOString(),
      },
    }),
  );
  const sync = (
    self.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
  ).sync;
  await sync?.register("shop-outbox").catch(() => {});
  await announce();
  return waitingList();
}

export async function waitingList(): Promise<Waiting[]> {
  const cache = await caches.open(CACHES.outbox);
  const list: Waiting[] = [];
  for (const key of await cache.keys()) {
    const hit = await cache.match(key);
    if (!hit) continue;
    list.push({
      id: new URL(key.url).pathname.slice(PREFIX.length),
      path: hit.headers.get("x-path") ?? "",
      at: hit.headers.get("x-at") ?? "",
    });
  }
  return list.sort((a, b) => a.at.localeCompare(b.at));
}

let flushing: Promise<void> | null = null;

/** Sends what waits, oldest first, once at a time; stops at the first that cannot reach the shop. */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      const cache = await caches.open(CACHES.outbox);
      const keys = await cache.keys();
      if (keys.length === 0) return;
      for (const key of keys) {
        const kept = await cache.match(key);
        if (!kept) continue;
        try {
          await fetch(kept.headers.get("x-url") ?? "/", {
            method: "POST",
            body: await kept.arrayBuffer(),
            headers: { "content-type": kept.headers.get("content-type") ?? "" },
            credentials: "same-origin",
            redirect: "manual",
          });
        } catch {
          return;
        }
        await cache.delete(key);
      }
    } finally {
      flushing = null;
      await announce();
    }
  })();
  return flushing;
}

/** Tells every open page what still waits, so its "waiting to send" list is right. */
async function announce() {
  const waiting = await waitingList();
  for (const client of await self.clients.matchAll({ type: "window" })) {
    client.postMessage({ type: "outbox", waiting });
  }
}
