import { nextIndiaMidnight } from "../../lib/india-time";
import { countLookups } from "../cache";
import type { NonceTemplate } from "./nonce-template";

/**
 * The rendered guest pages of one process: fresh for a time-to-live (and never past India's
 * midnight), dropped all at once when
 * staff change what pages show, and bounded by the bytes held (the least recently served
 * page goes first). Concurrent misses of one page share one render. Hits and misses are
 * counted as the cache `pages` in /metrics (`shop_cache_lookups_total`).
 */
export interface PageStore {
  /** A fresh page for the key, counted as a hit; undefined otherwise (nothing is counted). */
  fresh(key: string): NonceTemplate | undefined;
  /**
   * The page for the key: one already being made (a hit), or `make`'s (a miss), kept when it
   * gives a page. `make` also hands its caller a result of its own (a response not kept).
   */
  fill<R>(
    key: string,
    make: () => Promise<{ page?: NonceTemplate; own: R }>,
  ): Promise<{ page?: NonceTemplate; own?: R }>;
  clear(): void;
  /** Pages and bytes held now. */
  size(): { pages: number; bytes: number };
}

export function createPageStore(options: { ttlMs: number; maxBytes: number; now?: () => number }): PageStore {
  const now = options.now ?? Date.now;
  const counts = countLookups("pages");
  // A Map keeps insertion order: re-inserting on each hit makes the first key the least recently served.
  const entries = new Map<string, { page: NonceTemplate; expires: number }>();
  const making = new Map<string, Promise<NonceTemplate | undefined>>();
  let bytes = 0;
  let generation = 0;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.page.size;
  };
  /** Keeps a page whose render started at `at` (ms). */
  const keep = (key: string, page: NonceTemplate, at: number) => {
    if (page.size > options.maxBytes / 4) return; // one odd page must not empty the cache
    drop(key);
    // Never past the midnight in India after the render began: a product whose licence ended
    // yesterday is off sale from the day's first page (docs/decisions/0047-regulated-sales.md).
    entries.set(key, { page, expires: Math.min(at + options.ttlMs, nextIndiaMidnight(at)) });
    bytes += page.size;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  };

  return {
    fresh(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.expires <= now()) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, e);
      counts.hits++;
      return e.page;
    },
    async fill(key, make) {
      const pending = making.get(key);
      if (pending) {
        counts.hits++;
        // A render that failed or gave no page to keep: the caller renders its own.
        return { page: await pending.catch(() => undefined) };
      }
      counts.misses++;
      const startedIn = generation;
      const startedAt = now();
      let own: Awaited<ReturnType<typeof make>>["own"] | undefined;
      const promise = make().then((made) => {
        own = made.own;
        // A page rendered from data older than a staff change is served once, not kept.
        if (made.page && startedIn === generation) keep(key, made.page, startedAt);
        return made.page;
      });
      making.set(key, promise);
      try {
        const page = await promise;
        return { page, own };
      } finally {
        if (making.get(key) === promise) making.delete(key);
      }
    },
    clear() {
      generation++;
      entries.clear();
      making.clear();
      bytes = 0;
    },
    size: () => ({ pages: entries.size, bytes }),
  };
}
