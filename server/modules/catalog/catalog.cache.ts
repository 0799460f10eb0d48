import { createTtlCache } from "../../cache";

/**
 * Answers of read-mostly services (the catalogue, recommendations, the blog), cached for a
 * while in this process (server/cache.ts, docs/decisions/0004-catalogue-cache.md). A cached
 * answer is the same object until it expires, which lets the API present and serialise it
 * once (presentOnce below, and the envelope's own memo in server/http/envelope.ts).
 */
export interface ReadCache {
  /** `fn` with its answers cached under `name` and its arguments (or `key(...args)`). */
  wrap<A extends unknown[], R>(
    name: string,
    fn: (...args: A) => Promise<R>,
    key?: (...args: A) => string,
  ): (...args: A) => Promise<R>;
  invalidate(): void;
}

/**
 * A cache of answers; `ttlMs <= 0` turns it off (every call reads afresh). `period` names the
 * time an answer belongs to (India's day, for what licences stop: lib/regulated.ts): a new
 * period reads afresh, whatever the TTL left.
 */
export function createReadCache(
  ttlMs: number,
  max = 2000,
  cacheName = "catalogue",
  period: () => string = () => "",
): ReadCache {
  if (ttlMs <= 0) return { wrap: (_name, fn) => fn, invalidate() {} };
  const cache = createTtlCache<unknown>({ ttlMs, max, name: cacheName });
  return {
    wrap:
      <A extends unknown[], R>(
        name: string,
        fn: (...args: A) => Promise<R>,
        key: (...args: A) => string = (...args) => JSON.stringify(args),
      ) =>
      (...args: A) =>
        cache.get(`${period()}:${name}:${key(...args)}`, () => fn(...args)) as Promise<R>,
    invalidate: () => cache.invalidate(),
  };
}

/**
 * `present` remembered per domain value: while the cache hands out the same object, the API
 * hands out the same presented object, so its JSON is made once (not on every request).
 */
export function presentOnce<D extends object, W>(present: (value: D) => W): (value: D) => W {
  const done = new WeakMap<D, W>();
  return (value) => {
    let wire = done.get(value);
    if (wire === undefined) {
      wire = present(value);
      done.set(value, wire);
    }
    return wire;
  };
}
