import { performance } from "node:perf_hooks";

/**
 * A bounded read-through cache whose entries are dropped by invalidation messages (see `bus.ts`).
 *
 * Race rule: a value read from the database may only be stored if no invalidation for this cache
 * arrived while it was being read. `begin()` returns the current generation, `set()` refuses the value
 * when the generation moved on, so a load that overlaps a concurrent write never caches the old row.
 * The TTL (real time, not the app clock) is only a safety net; invalidation is what keeps it correct.
 */
export class KeyedCache<V> {
  private readonly entries = new Map<
    string,
    { value: V; tags: readonly string[]; at: number; weight: number }
  >();
  private readonly byTag = new Map<string, Set<string>>();
  private generation = 0;
  private weight = 0;

  constructor(
    private readonly options: {
      ttlMs: number;
      /** Upper bound of the summed weights (entries count 1 unless `set` gives a weight). */
      maxWeight: number;
      /** Whether invalidations are being received right now; nothing is served or stored otherwise. */
      isLive: () => boolean;
    },
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (!this.options.isLive() || performance.now() - entry.at >= this.options.ttlMs) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Call before reading from the database; pass the result to `set`. */
  begin(): number {
    return this.generation;
  }

  set(key: string, value: V, generation: number, tags: readonly string[] = [], weight = 1): void {
    if (generation !== this.generation || !this.options.isLive()) return;
    if (weight > this.options.maxWeight) return;
    this.delete(key);
    // Map iteration is insertion order: the oldest entries go first.
    for (const oldest of this.entries.keys()) {
      if (this.weight + weight <= this.options.maxWeight) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, tags, at: performance.now(), weight });
    this.weight += weight;
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.byTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  /** Invalidation: the entry goes, and loads in flight may not store what they read. */
  invalidate(key: string): void {
    this.generation++;
    this.delete(key);
  }

  invalidateTag(tag: string): void {
    this.generation++;
    const keys = this.byTag.get(tag);
    if (keys) for (const key of [...keys]) this.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byTag.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
