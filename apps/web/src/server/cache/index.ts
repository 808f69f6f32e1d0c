import type { Db } from "../db/client";
import type { CacheBus } from "./bus";
import { KeyedCache } from "./keyed-cache";

export type { CacheBus } from "./bus";
export { KeyedCache } from "./keyed-cache";

/** Set by db/client.ts when it opens a database; a Db without a bus has no caches (always reads). */
const buses = new WeakMap<Db, CacheBus>();

export function registerCacheBus(db: Db, bus: CacheBus): void {
  buses.set(db, bus);
}

/**
 * The end of a unit of work that may have written cached rows: resolves once every instance has dropped
 * what those writes made stale. Mutating HTTP requests get it from request-barrier.ts; anything else that
 * writes (a seed, a script, a test's raw SQL) and then expects fresh reads calls it itself.
 */
export async function cacheBarrier(db: Db): Promise<void> {
  await buses.get(db)?.barrier();
}

/**
 * A per-database cache, created on first use and fed the bus's invalidation messages: `route` maps a
 * message ("session:<hash>", "user:<id>", "org:<id>", "notifications:<id>") to the entry or tag it
 * drops; "all" (TRUNCATE, listener lost or regained) clears it. Per database rather than per app, since
 * the invalidation stream is per database connection (tests build several apps on one database).
 */
export function perDatabaseCache<V>(options: {
  ttlMs: number;
  maxWeight: number;
  route: (cache: KeyedCache<V>, kind: string, key: string) => void;
}): (db: Db) => KeyedCache<V> | undefined {
  const caches = new WeakMap<Db, KeyedCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (cache) return cache;
    const bus = buses.get(db);
    if (!bus) return undefined;
    const created = new KeyedCache<V>({
      ttlMs: options.ttlMs,
      maxWeight: options.maxWeight,
      isLive: () => bus.live,
    });
    bus.onMessage((message) => {
      if (message === "all") return created.clear();
      const colon = message.indexOf(":");
      if (colon > 0) options.route(created, message.slice(0, colon), message.slice(colon + 1));
    });
    caches.set(db, created);
    cache = created;
    return cache;
  };
}
