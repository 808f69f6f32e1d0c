import { randomUUID } from "node:crypto";
import pg from "pg";
import { CACHE_CHANNEL, type CacheBus, Listeners } from "./bus";

const APP_NAME_PREFIX = "propledger-cache:";

interface PendingBarrier {
  acked: Set<string>;
  waiting: Set<string> | undefined;
  done: () => void;
}

/**
 * PostgreSQL: one dedicated connection LISTENs (the pool's connections come and go). It is named
 * `propledger-cache:<instance id>` in pg_stat_activity only once LISTEN is active, so the names there
 * are exactly the instances a barrier must hear back from.
 *
 * Barrier: NOTIFY `barrier:<me>:<n>` and read the list of listening instances in the same statement.
 * Notifications reach each listener in commit order, so an instance that sees the barrier has already
 * applied everything committed before it; it answers `ack:<me>:<n>:<its id>`. An instance that does not
 * answer within `ackTimeoutMs` has its listening connection terminated, which makes it drop its caches
 * and stop serving from them until it has reconnected.
 */
export class PostgresCacheBus implements CacheBus {
  readonly id = randomUUID();
  live = false;
  private readonly listeners = new Listeners();
  private client: pg.Client | undefined;
  private closed = false;
  private seq = 0;
  private readonly pending = new Map<number, PendingBarrier>();
  private heartbeat: NodeJS.Timeout | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private starting: Promise<void> | undefined;

  constructor(
    private readonly url: string,
    private readonly options: {
      onError?: (err: unknown, what: string) => void;
      ackTimeoutMs?: number;
      heartbeatMs?: number;
    } = {},
  ) {}

  onMessage(listener: (message: string) => void): void {
    this.listeners.add(listener);
  }

  start(): Promise<void> {
    this.starting ??= this.connect().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private async connect(): Promise<void> {
    if (this.closed || this.client) return;
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    const lost = (err?: unknown) => this.lost(client, err);
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", (msg) => {
      if (msg.channel === CACHE_CHANNEL && msg.payload !== undefined) this.handle(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      await client.query(`SET application_name = '${APP_NAME_PREFIX}${this.id}'`);
    } catch (err) {
      // Not fatal: the caches stay off and `lost` retries in a second.
      lost(err);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.live = true;
    // Whatever was cached before LISTEN was active may have missed a message.
    this.listeners.emit("all");
    this.heartbeat = setInterval(() => this.ping(client), this.options.heartbeatMs ?? 5_000);
    this.heartbeat.unref();
  }

  /** A silent or broken connection must stop the caches: a missed message would go unnoticed. */
  private async ping(client: pg.Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.query("SELECT 1"),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("cache listener heartbeat timed out")), 3_000);
        }),
      ]);
    } catch (err) {
      this.lost(client, err);
    } finally {
      clearTimeout(timer);
    }
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (this.client !== client && this.client !== undefined) return;
    const wasLive = this.live;
    this.live = false;
    this.client = undefined;
    clearInterval(this.heartbeat);
    if (wasLive) this.listeners.emit("all");
    for (const p of this.pending.values()) p.done();
    this.pending.clear();
    client.end().catch(() => {});
    if (this.closed) return;
    if (err) this.options.onError?.(err, "cache listener lost; caches off until it reconnects");
    clearTimeout(this.reconnect);
    this.reconnect = setTimeout(() => {
      this.start().catch((e) => this.options.onError?.(e, "cache listener reconnect failed"));
    }, 1_000);
    this.reconnect.unref();
  }

  private handle(payload: string): void {
    if (payload.startsWith("barrier:")) {
      const [, origin, n] = payload.split(":");
      if (origin === this.id) this.acked(Number(n), this.id);
      else
        this.client
          ?.query("SELECT pg_notify($1, $2)", [CACHE_CHANNEL, `ack:${origin}:${n}:${this.id}`])
          .catch(() => {});
      return;
    }
    if (payload.startsWith("ack:")) {
      const [, origin, n, from] = payload.split(":");
      if (origin === this.id && from) this.acked(Number(n), from);
      return;
    }
    this.listeners.emit(payload);
  }

  private acked(n: number, from: string): void {
    const p = this.pending.get(n);
    if (!p) return;
    p.acked.add(from);
    if (p.waiting && [...p.waiting].every((id) => p.acked.has(id))) p.done();
  }

  async barrier(): Promise<void> {
    const client = this.client;
    if (!client || !this.live) return; // caches are off here; the others still get the triggers' messages
    const n = ++this.seq;
    let done!: () => void;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const p: PendingBarrier = { acked: new Set(), waiting: undefined, done };
    this.pending.set(n, p);
    let timer: NodeJS.Timeout | undefined;
    try {
      const { rows } = await client.query<{ peers: string[] }>(
        `SELECT pg_notify($1, $2),
                array(SELECT substr(application_name, ${APP_NAME_PREFIX.length + 1}) FROM pg_stat_activity
                       WHERE datname = current_database() AND application_name LIKE '${APP_NAME_PREFIX}%') AS peers`,
        [CACHE_CHANNEL, `barrier:${this.id}:${n}`],
      );
      p.waiting = new Set(rows[0]?.peers ?? []);
      p.waiting.add(this.id);
      if ([...p.waiting].every((id) => p.acked.has(id))) p.done();
      const timedOut = await Promise.race([
        finished.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), this.options.ackTimeoutMs ?? 2_000);
        }),
      ]);
      if (timedOut && this.client === client) {
        const silent = [...p.waiting].filter((id) => !p.acked.has(id) && id !== this.id);
        this.options.onError?.(
          new Error(`no cache ack from ${silent.join(", ")}`),
          "terminating silent listeners",
        );
        await client
          .query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = current_database() AND application_name = ANY($1)`,
            [silent.map((id) => APP_NAME_PREFIX + id)],
          )
          .catch((err) => this.options.onError?.(err, "could not terminate a silent cache listener"));
      }
    } catch (err) {
      // The listener broke: `lost` turned the caches off here, and the other instances still receive
      // the triggers' messages (or, if they too lost their connection, turned theirs off as well).
      this.options.onError?.(err, "cache barrier failed");
    } finally {
      clearTimeout(timer);
      this.pending.delete(n);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.reconnect);
    await this.starting?.catch(() => {});
    const client = this.client;
    this.client = undefined;
    if (this.live) {
      this.live = false;
      this.listeners.emit("all");
    }
    for (const p of this.pending.values()) p.done();
    this.pending.clear();
    await client?.end().catch(() => {});
  }
}
