/**
 * Cache invalidation through PostgreSQL LISTEN/NOTIFY, on either driver.
 *
 * Triggers (cache/triggers.sql, installed by `installCacheTriggers`) send one message per changed row on
 * CACHE_CHANNEL, so every write is covered whoever makes it (any feature, any instance, psql):
 *   session:<id_hash>        sessions row deleted or changed (not for the last_seen_at touch)
 *   user:<user id>           users or memberships row changed or deleted (profile, role, removal)
 *   org:<organization id>    organizations row changed or deleted
 *   notifications:<user id>  a notification of that user inserted, changed or deleted
 *   names:<organization id>  a property, unit, tenant or account of that organization inserted,
 *                            changed or deleted (the AI search's cached names, search/lexicon.ts)
 *   all                      TRUNCATE of one of these tables
 *
 * Messages arrive asynchronously, so whoever writes calls `barrier()` once at the end of its unit of work
 * (for HTTP: cache/request-barrier.ts, before a mutating request's answer is sent). Implementations:
 * pglite-bus.ts (one in-process connection) and postgres-bus.ts (several instances).
 */
export const CACHE_CHANNEL = "propledger_cache";

export interface CacheBus {
  /** True while invalidations are received; caches serve and store nothing otherwise. */
  readonly live: boolean;
  /** Called with every invalidation message, and with "all" whenever `live` changes. */
  onMessage(listener: (message: string) => void): void;
  /** Starts listening (after the migrations installed the triggers). */
  start(): Promise<void>;
  /** Resolves once every listening instance has applied every message committed before the call. */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

/** The listener list both implementations share. */
export class Listeners {
  private readonly list: ((message: string) => void)[] = [];
  add(listener: (message: string) => void): void {
    this.list.push(listener);
  }
  emit(message: string): void {
    for (const listener of this.list) listener(message);
  }
}
