import type { PGlite } from "@electric-sql/pglite";
import { CACHE_CHANNEL, type CacheBus, Listeners } from "./bus";

/**
 * PGlite is one in-process connection: a notification is dispatched (queueMicrotask) while the
 * committing query's answer is parsed, so before its caller resumes. The barrier has nothing to wait for.
 */
export class PgliteCacheBus implements CacheBus {
  live = false;
  private readonly listeners = new Listeners();
  private unlisten: (() => Promise<void>) | undefined;
  constructor(private readonly client: PGlite) {}
  onMessage(listener: (message: string) => void): void {
    this.listeners.add(listener);
  }
  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.client.listen(CACHE_CHANNEL, (payload) => this.listeners.emit(payload));
    this.live = true;
    this.listeners.emit("all");
  }
  async barrier(): Promise<void> {}
  async close(): Promise<void> {
    this.live = false;
    this.listeners.emit("all");
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    // The client may already be closing (close order is the caller's); nothing is cached any more.
    await unlisten?.().catch(() => {});
  }
}
