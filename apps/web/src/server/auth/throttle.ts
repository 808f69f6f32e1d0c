import type { Clock } from "../clock";

/**
 * Sliding-window counter per key (an account e-mail, an invitation). In memory and per instance:
 * it slows guessing without a shared store, and a correct password works again once the window passes.
 */
export class Throttle {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly clock: Clock,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.max;
  }

  hit(key: string): void {
    const list = this.recent(key);
    list.push(this.clock.now().getTime());
    this.hits.set(key, list);
    // Bound memory under a flood of distinct keys.
    if (this.hits.size > 50_000) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}
