/**
 * A small in-process cache with a time-to-live and a size bound, for read-mostly data (the
 * catalogue, the blog). Concurrent misses for one key share a single load. Several processes
 * each keep their own copy; a change shows everywhere within the TTL, and at once in the
 * process that made it (invalidate()). Decision: docs/decisions/0004-catalogue-cache.md.
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  invalidate(): void;
}

/**
 * Lookups per cache name in this process, since it started: hits (a fresh entry, or a load
 * already under way for the key) and misses (a load ran). /metrics reports them
 * (server/metrics.ts) so the hit ratio can be watched.
 */
const lookups = new Map<string, { hits: number; misses: number }>();
export const cacheLookups = (): ReadonlyMap<string, { readonly hits: number; readonly misses: number }> =>
  lookups;

/** The counters of one cache name (created at its first use), for caches of other shapes. */
export function countLookups(name: string): { hits: number; misses: number } {
  let counts = lookups.get(name);
  if (!counts) {
    counts = { hits: 0, misses: 0 };
    lookups.set(name, counts);
  }
  return counts;
}

export function createTtlCache<V>(options: {
  ttlMs: number;
  max: number;
  now?: () => number;
  /** What /metrics calls this cache (caches of one name count together). */
  name?: string;
}): TtlCache<V> {
  const now = options.now ?? Date.now;
  const name = options.name ?? "other";
  const counts = countLookups(name);
  const entries = new Map<string, { value: V; expires: number }>();
  const loading = new Map<string, Promise<V>>();
  let generation = 0;
  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        counts.hits++;
        return hit.value;
      }
      const pending = loading.get(key);
      if (pending) {
        counts.hits++;
        return pending;
      }
      counts.misses++;
      const startedIn = generation;
      const promise = load().then(
        (value) => {
          loading.delete(key);
          // A load that began before an invalidate() may hold old data: use it once, keep it not.
          if (startedIn === generation) {
            if (entries.size >= options.max) entries.delete(entries.keys().next().value as string);
            entries.set(key, { value, expires: now() + options.ttlMs });
          }
          return value;
        },
        (error) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    invalidate() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}
