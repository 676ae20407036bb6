import { LRUCache } from "lru-cache";
import { countCacheLookup } from "./observability/metrics.server";

/*
 * Exports (stable):
 *   swrCache({ key, freshMs, load }) → { get(): Promise<T> }                  counted in the metrics as cache `key`
 *   swrKeyedCache({ name, freshMs, max }) → { get(key, load): Promise<T>, clear() }   LRU-bounded to `max` keys
 */
/**
 * Stale-while-revalidate caches, bounded in size. A value is fresh for `freshMs`; after that the stale value is
 * served at once while one refresh runs in the background. A failed refresh keeps the stale value.
 */
type Entry<T> = { value: T; at: number };

/** A single cached value, e.g. anonymous common data. */
export function swrCache<T>(options: { key: string; freshMs: number; load: () => Promise<T> }) {
  const keyed = swrKeyedCache<T>({ name: options.key, freshMs: options.freshMs, max: 1 });
  return { get: () => keyed.get(options.key, options.load) };
}

/** A bounded map of cached values by key (public catalogue answers by URL); `name` labels its hit ratio. */
export function swrKeyedCache<T>(options: { name: string; freshMs: number; max: number }) {
  const entries = new LRUCache<string, Entry<T>>({ max: options.max });
  const refreshing = new Map<string, Promise<T>>();

  function refresh(key: string, load: () => Promise<T>): Promise<T> {
    let pending = refreshing.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          entries.set(key, { value, at: Date.now() });
          return value;
        })
        .finally(() => refreshing.delete(key));
      refreshing.set(key, pending);
    }
    return pending;
  }

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (!entry) {
        countCacheLookup(options.name, "miss");
        return refresh(key, load);
      }
      const stale = Date.now() - entry.at > options.freshMs;
      countCacheLookup(options.name, stale ? "stale" : "hit");
      if (stale) refresh(key, load).catch(() => undefined);
      return entry.value;
    },
    clear: () => entries.clear(),
  };
}
