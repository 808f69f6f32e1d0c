import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINUTE } from "../clock";
import type { AppContext } from "../context";
import type { Database, Db } from "../db/client";
import { Browser, closeTestDatabase, createTestApp, type TestApp } from "../test/helpers";
import { cacheBarrier, registerCacheBus } from "./index";
import { KeyedCache } from "./keyed-cache";
import { registerCacheBarrier } from "./request-barrier";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
  await closeTestDatabase();
});

type Item = { id: string; title: string; isRead: boolean };

/** A write the caches are not told about: triggers off for this one transaction. */
async function silentlyRetitle(database: Database, userId: string, title: string) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update notifications set title = ${title} where user_id = ${userId}`);
  });
}

describe("KeyedCache", () => {
  it("does not store a value read while an invalidation arrived", () => {
    const cache = new KeyedCache<string>({ ttlMs: 60_000, maxWeight: 10, isLive: () => true });
    const generation = cache.begin();
    cache.invalidate("a");
    cache.set("a", "stale", generation);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", "fresh", cache.begin(), ["user:1"]);
    expect(cache.get("a")).toBe("fresh");
    cache.invalidateTag("user:1");
    expect(cache.get("a")).toBeUndefined();
  });

  it("serves nothing while the invalidation stream is down, and evicts the oldest past its weight", () => {
    let live = true;
    const cache = new KeyedCache<string>({ ttlMs: 60_000, maxWeight: 2, isLive: () => live });
    cache.set("a", "1", cache.begin());
    cache.set("b", "2", cache.begin());
    cache.set("c", "3", cache.begin());
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, "2", "3"]);
    live = false;
    expect(cache.get("b")).toBeUndefined();
  });
});

describe("the invalidation barrier", () => {
  async function countingApp() {
    const calls: string[] = [];
    const app = Fastify();
    app.decorate("ctx", { db: {} as Db } as AppContext);
    registerCacheBus(app.ctx.db, {
      live: true,
      onMessage: () => {},
      start: async () => {},
      barrier: async () => {
        calls.push("barrier");
      },
      close: async () => {},
    });
    registerCacheBarrier(app);
    app.get("/read", async () => {
      calls.push("read");
      return {};
    });
    app.get("/logout-link", { config: { writesCachedRows: true } }, async () => ({}));
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const)
      app.route({ method, url: "/write", handler: async () => ({}) });
    app.addHook("onResponse", async (request) => {
      calls.push(`sent ${request.method} ${request.url}`);
    });
    return { app, calls };
  }

  it("runs once before each mutating request's answer, and never for a read", async () => {
    const { app, calls } = await countingApp();
    expect((await app.inject({ method: "GET", url: "/read" })).statusCode).toBe(200);
    expect(calls).toEqual(["read", "sent GET /read"]);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      calls.length = 0;
      await app.inject({ method, url: "/write" });
      expect(calls, method).toEqual(["barrier", `sent ${method} /write`]);
    }
    calls.length = 0;
    await app.inject({ method: "GET", url: "/logout-link" });
    expect(calls).toEqual(["barrier", "sent GET /logout-link"]);
    await app.close();
  });
});

describe("read-through caches on one instance", () => {
  it("serve the notification list from memory, and drop it on any write to the table", async () => {
    const b = new Browser(t.app);
    const { id: userId } = await b.signup();
    expect((await b.post("/api/notifications/create-samples")).statusCode).toBe(201);
    const first = (await b.get("/api/notifications")).json<Item[]>();
    expect(first).toHaveLength(6);

    // Proof that it is cached: a write that bypasses the triggers is not seen...
    await silentlyRetitle(t.database, userId, "Changed behind the cache's back");
    expect((await b.get("/api/notifications")).json<Item[]>()).toEqual(first);
    // ...and that any ordinary write, even raw SQL outside the service, drops it once the unit of
    // work ends with the barrier (a request gets it from its hook).
    await t.database.db.execute(
      sql`update notifications set is_read = true where id = ${first[0]?.id ?? ""}::uuid`,
    );
    await cacheBarrier(t.database.db);
    const after = (await b.get("/api/notifications")).json<Item[]>();
    expect(after[0]?.isRead).toBe(true);
    expect(after.every((n) => n.title === "Changed behind the cache's back")).toBe(true);
  });

  it("sees a profile change, a role change and a removed membership at once", async () => {
    const b = new Browser(t.app);
    const { id: userId, organizationId } = await b.signup({ firstName: "Before" });
    expect((await b.get("/api/auth/user")).json()).toMatchObject({ firstName: "Before", role: "admin" });
    await t.database.db.execute(sql`update users set first_name = 'After' where id = ${userId}::uuid`);
    await t.database.db.execute(
      sql`update memberships set role = 'viewer' where user_id = ${userId}::uuid and organization_id = ${organizationId}::uuid`,
    );
    await cacheBarrier(t.database.db);
    expect((await b.get("/api/auth/user")).json()).toMatchObject({ firstName: "After", role: "viewer" });
    await t.database.db.execute(sql`delete from memberships where user_id = ${userId}::uuid`);
    await cacheBarrier(t.database.db);
    expect((await b.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("keeps the idle timeout exact: a cached session is re-read once a minute and expires on time", async () => {
    const b = new Browser(t.app);
    await b.signup();
    for (let i = 0; i < 40; i++) {
      t.clock.advance(MINUTE / 2);
      expect((await b.get("/api/notifications")).statusCode).toBe(200);
    }
    t.clock.advance(29 * MINUTE);
    expect((await b.get("/api/auth/user")).statusCode).toBe(200); // touched now
    t.clock.advance(30 * MINUTE - 1);
    expect((await b.get("/api/auth/user")).statusCode).toBe(200); // and now
    t.clock.advance(30 * MINUTE);
    expect((await b.get("/api/auth/user")).statusCode).toBe(401);
  });
});
