import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type BuildAppOptions, buildApp } from "../app";
import { TEST_SCRYPT } from "../auth/passwords";
import { FakeClock } from "../clock";
import { type Database, openDatabase } from "../db/client";
import { outboxEmails } from "../db/schema";
import { DiskFileStore } from "../storage/disk-store";

export const TEST_SECRET = "test-session-secret-test-session-secret-0123456789";
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let shared: Promise<Database> | undefined;

/**
 * One database per test file: a fresh in-memory PGlite, or the run's throw-away PostgreSQL database
 * (shared by all files, so tests use unique e-mails and never assume an empty table).
 */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const db = await openDatabase(url ? { kind: "postgres", url, poolSize: 5 } : { kind: "pglite" });
    await db.migrate();
    return db;
  })();
  return shared;
}

export async function closeTestDatabase(): Promise<void> {
  if (shared) await (await shared).close();
  shared = undefined;
}

export interface TestApp {
  app: FastifyInstance;
  clock: FakeClock;
  database: Database;
}

export async function createTestApp(
  overrides: Partial<BuildAppOptions> = {},
  setup?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await testDatabase();
  const clock = overrides.clock instanceof FakeClock ? overrides.clock : new FakeClock();
  const app = await buildApp({
    database,
    keepDatabaseOpen: true,
    sessionSecret: TEST_SECRET,
    scrypt: TEST_SCRYPT,
    clock,
    clientDir: null,
    ipRateLimit: { max: 10_000, timeWindow: 60_000 },
    // Uploaded files go to a fresh temporary folder (made on the first upload), never to the repository's
    // data directory.
    files: new DiskFileStore(path.join(tmpdir(), `propledger-files-${randomUUID()}`)),
    ...overrides,
  });
  setup?.(app);
  await app.ready();
  return { app, clock, database };
}

/**
 * The usual per-file setup: a test app built before the file's tests and closed (with the test database)
 * after them. The returned object is filled in by `beforeAll`, so read its fields inside tests only.
 */
export function setupTestApp(
  overrides: Partial<BuildAppOptions> = {},
  setup?: (app: FastifyInstance) => void,
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides, setup));
  });
  afterAll(async () => {
    await t.app.close();
    await closeTestDatabase();
  });
  return t;
}

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomUUID().slice(0, 12)}@example.com`;
export const GOOD_PASSWORD = "plum-orchard-42-lantern";

type Body = Record<string, unknown> | string | undefined;

/** A browser: cookie jar + cached CSRF token, like the shell's API client. */
export class Browser {
  readonly cookies = new Map<string, string>();
  csrf: string | undefined;
  constructor(
    readonly app: FastifyInstance,
    /** The client address the server sees (request.ip). */
    readonly remoteAddress = "127.0.0.1",
  ) {}

  async request(
    method: NonNullable<InjectOptions["method"]>,
    url: string,
    body?: Body,
    options: { csrf?: boolean | string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const mutating = !["GET", "HEAD", "OPTIONS"].includes(method);
    if (mutating && options.csrf !== false) {
      headers["x-csrf-token"] = typeof options.csrf === "string" ? options.csrf : await this.csrfToken();
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const payload = typeof body === "string" ? body : body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
    const res = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.remoteAddress,
      ...(payload !== undefined ? { payload } : {}),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === "";
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  async csrfToken(): Promise<string> {
    if (!this.csrf) {
      const res = await this.request("GET", "/api/csrf-token");
      this.csrf = res.json<{ csrfToken: string }>().csrfToken;
    }
    return this.csrf;
  }

  get = (url: string, options?: { headers?: Record<string, string> }) =>
    this.request("GET", url, undefined, options);
  post = (
    url: string,
    body?: Body,
    options?: { csrf?: boolean | string; headers?: Record<string, string> },
  ) => this.request("POST", url, body, options);
  patch = (
    url: string,
    body?: Body,
    options?: { csrf?: boolean | string; headers?: Record<string, string> },
  ) => this.request("PATCH", url, body, options);
  delete = (url: string, options?: { csrf?: boolean | string; headers?: Record<string, string> }) =>
    this.request("DELETE", url, undefined, options);

  /**
   * Signs up (and signs in). Unless `verify` is false, then opens the verification link from the
   * outbox in this browser, as the owner would: most tests are about verified accounts.
   */
  async signup(
    fields: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
    { verify = true }: { verify?: boolean } = {},
  ) {
    const body = {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      firstName: "Ada",
      lastName: "Landlord",
      ...fields,
    };
    const res = await this.post("/api/auth/signup", body);
    if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
    if (verify) await this.verifyEmail(body.email);
    return { ...res.json<{ id: string; organizationId: string; email: string }>(), password: body.password };
  }

  /** The newest link of this kind e-mailed to `to` (waits for e-mails still being sent). */
  async emailedToken(to: string, kind: "verify-email" | "confirm-email" | "reset-password"): Promise<string> {
    await this.app.ctx.background.drain();
    const rows = await this.app.ctx.db
      .select({ text: outboxEmails.text, createdAt: outboxEmails.createdAt })
      .from(outboxEmails)
      .where(eq(outboxEmails.to, to));
    const pattern = new RegExp(`/${kind}\\?token=([A-Za-z0-9_-]+)`);
    const tokens = rows
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((row) => pattern.exec(row.text)?.[1])
      .filter((token): token is string => Boolean(token));
    const token = tokens.at(-1);
    if (!token) throw new Error(`no ${kind} link e-mailed to ${to}`);
    return token;
  }

  async verifyEmail(email: string) {
    const res = await this.post("/api/auth/verify-email", {
      token: await this.emailedToken(email, "verify-email"),
    });
    if (res.statusCode !== 200) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
    return res;
  }

  async login(email: string, password: string) {
    return this.post("/api/auth/login", { email, password });
  }

  sessionCookie(): string | undefined {
    return this.cookies.get("sid") ?? this.cookies.get("__Host-sid");
  }
}
