import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * Cache invalidation through PostgreSQL LISTEN/NOTIFY.
 *
 * Triggers (installed by `installCacheTriggers`, on both drivers) send one message per changed row on
 * CACHE_CHANNEL, so every write is covered whoever makes it (any feature, any instance, psql):
 *   session:<id_hash>        sessions row deleted or changed (not for the last_seen_at touch)
 *   user:<user id>           users or memberships row changed or deleted (profile, role, removal)
 *   org:<organization id>    organizations row changed or deleted
 *   notifications:<user id>  a notification of that user inserted, changed or deleted
 *   names:<organization id>  a property, unit, tenant or account of that organization inserted,
 *                            changed or deleted (the AI search's cached names, search/lexicon.ts)
 *   all                      TRUNCATE of one of these tables
 * NOTIFY is transactional: the message goes out at commit, never for a rolled-back write.
 *
 * PostgreSQL delivers notifications asynchronously, so a write is only acknowledged after a barrier
 * (`CacheBus.barrier`, called by db/client.ts after every committed write to these tables): every
 * instance listening on the database has processed every message committed before it.
 */
export const CACHE_CHANNEL = "propledger_cache";
const APP_NAME_PREFIX = "propledger-cache:";
const TRIGGER_VERSION = "propledger-cache v2";
const NAME_TABLES = ["properties", "units", "tenants", "accounts"] as const;
const CACHED_TABLES = [
  "sessions",
  "users",
  "memberships",
  "organizations",
  "notifications",
  ...NAME_TABLES,
] as const;

export interface CacheBus {
  /** True while invalidations are received; caches serve and store nothing otherwise. */
  readonly live: boolean;
  /** Called with every invalidation message, and with "all" whenever `live` changes. */
  onMessage(listener: (message: string) => void): void;
  /** Resolves once every listening instance has applied every message committed before the call. */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

const TRIGGER_SQL = `
CREATE OR REPLACE FUNCTION propledger_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('${CACHE_CHANNEL}', 'all');
  ELSIF TG_TABLE_NAME = 'notifications' THEN
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('${CACHE_CHANNEL}', 'notifications:' || NEW.user_id); END IF;
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('${CACHE_CHANNEL}', 'notifications:' || OLD.user_id); END IF;
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('${CACHE_CHANNEL}', 'session:' || OLD.id_hash);
    IF TG_OP = 'UPDATE' THEN PERFORM pg_notify('${CACHE_CHANNEL}', 'session:' || NEW.id_hash); END IF;
  ELSIF TG_TABLE_NAME = 'memberships' THEN
    PERFORM pg_notify('${CACHE_CHANNEL}', 'user:' || OLD.user_id);
    IF TG_OP = 'UPDATE' THEN PERFORM pg_notify('${CACHE_CHANNEL}', 'user:' || NEW.user_id); END IF;
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('${CACHE_CHANNEL}', 'user:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'organizations' THEN
    PERFORM pg_notify('${CACHE_CHANNEL}', 'org:' || OLD.id);
  ELSE
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('${CACHE_CHANNEL}', 'names:' || NEW.organization_id); END IF;
    IF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('${CACHE_CHANNEL}', 'names:' || OLD.organization_id);
    ELSIF TG_OP = 'UPDATE' AND OLD.organization_id IS DISTINCT FROM NEW.organization_id THEN
      PERFORM pg_notify('${CACHE_CHANNEL}', 'names:' || OLD.organization_id);
    END IF;
  END IF;
  RETURN NULL;
END
$fn$;
COMMENT ON FUNCTION propledger_cache_notify() IS '${TRIGGER_VERSION}';
CREATE OR REPLACE TRIGGER propledger_cache AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
-- Not for the sliding-expiry touch (SET last_seen_at only): that is no reason to drop a cached session.
CREATE OR REPLACE TRIGGER propledger_cache
  AFTER UPDATE OF id_hash, user_id, organization_id, csrf_secret, created_at, expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache AFTER UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache AFTER UPDATE OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
${NAME_TABLES.map(
  (t) =>
    `CREATE OR REPLACE TRIGGER propledger_cache AFTER INSERT OR UPDATE OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();`,
).join("\n")}
${CACHED_TABLES.map(
  (t) =>
    `CREATE OR REPLACE TRIGGER propledger_cache_truncate AFTER TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION propledger_cache_notify();`,
).join("\n")}
`;

/**
 * Installs (or upgrades) the triggers; a no-op when this version is already there, so a start does not
 * take table locks. Runs after the migrations, under their advisory lock on PostgreSQL.
 */
export async function installCacheTriggers(query: (sql: string) => Promise<{ rows: unknown[] }>) {
  const { rows } = await query(
    `SELECT obj_description(to_regprocedure('propledger_cache_notify()'), 'pg_proc') = '${TRIGGER_VERSION}'
       AND (SELECT count(*) FROM pg_trigger WHERE tgname LIKE 'propledger_cache%' AND NOT tgisinternal) = ${CACHED_TABLES.length * 2}
       AS current`,
  );
  if ((rows[0] as { current: boolean | null } | undefined)?.current === true) return;
  await query(TRIGGER_SQL);
}

/**
 * Does this statement change rows the caches hold? Inserting a session is not (a new id was never
 * cached), nor is the sliding-expiry touch. Drizzle writes `insert into "t"`, `update "t"`, `delete from "t"`.
 */
const CACHED_WRITE =
  /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?(sessions|users|memberships|organizations|notifications|properties|units|tenants|accounts)"?\s/i;
const TOUCH = /^\s*update\s+"?sessions"?\s+set\s+"?last_seen_at"?\s*=\s*\$1\s+where\b/i;
const SESSION_INSERT = /^\s*insert\s+into\s+(?:"?public"?\.)?"?sessions"?\s/i;

export function writesCachedRows(sql: string): boolean {
  return CACHED_WRITE.test(sql) && !TOUCH.test(sql) && !SESSION_INSERT.test(sql);
}

type Listener = (message: string) => void;

abstract class BaseBus implements CacheBus {
  private readonly listeners: Listener[] = [];
  abstract readonly live: boolean;
  onMessage(listener: Listener): void {
    this.listeners.push(listener);
  }
  protected emit(message: string): void {
    for (const listener of this.listeners) listener(message);
  }
  abstract barrier(): Promise<void>;
  abstract close(): Promise<void>;
}

/**
 * PGlite is one in-process connection: a notification is dispatched (queueMicrotask) while the
 * committing query's answer is parsed, so before its caller resumes. No barrier is needed.
 */
export class PgliteCacheBus extends BaseBus {
  live = false;
  private unlisten: (() => Promise<void>) | undefined;
  constructor(private readonly client: PGlite) {
    super();
  }
  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.client.listen(CACHE_CHANNEL, (payload) => this.emit(payload));
    this.live = true;
    this.emit("all");
  }
  async barrier(): Promise<void> {}
  async close(): Promise<void> {
    this.live = false;
    this.emit("all");
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    // The client may already be closing (close order is the caller's); nothing is cached any more.
    await unlisten?.().catch(() => {});
  }
}

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
export class PostgresCacheBus extends BaseBus {
  readonly id = randomUUID();
  live = false;
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
  ) {
    super();
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
    this.emit("all");
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
    if (wasLive) this.emit("all");
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
    this.emit(payload);
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
      this.emit("all");
    }
    for (const p of this.pending.values()) p.done();
    this.pending.clear();
    await client?.end().catch(() => {});
  }
}
