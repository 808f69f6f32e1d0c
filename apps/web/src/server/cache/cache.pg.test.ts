// PostgreSQL only (run by scripts/test-server.mjs with TEST_DATABASE_URL): caches on several instances.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { TEST_SCRYPT } from "../auth/passwords";
import { FakeClock, MINUTE } from "../clock";
import { openDatabase } from "../db/client";
import { Browser, closeTestDatabase, TEST_SECRET } from "../test/helpers";
import { cacheBarrier } from "./index";

afterAll(() => closeTestDatabase());

type Item = { id: string; title: string; isRead: boolean };

describe("caches on two instances sharing one PostgreSQL database", () => {
  const url = String(process.env.TEST_DATABASE_URL);
  const clock = new FakeClock();
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const open = async () =>
      buildApp({
        database: await openDatabase({ kind: "postgres", url, poolSize: 3 }),
        sessionSecret: TEST_SECRET,
        scrypt: TEST_SCRYPT,
        clock,
        clientDir: null,
      });
    [a, b] = await Promise.all([open(), open()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  async function signedInOnBoth() {
    const onA = new Browser(a);
    const user = await onA.signup();
    const onB = new Browser(b);
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    onB.csrf = onA.csrf;
    return { onA, onB, user };
  }

  it("logout on instance A is refused on instance B at once, though B had the session cached", async () => {
    for (let i = 0; i < 5; i++) {
      const { onA, onB } = await signedInOnBoth();
      expect((await onB.get("/api/notifications")).statusCode).toBe(200);
      expect((await onB.get("/api/notifications")).statusCode).toBe(200);
      expect((await onA.post("/api/auth/logout")).statusCode).toBe(200);
      expect((await onB.get("/api/notifications")).statusCode).toBe(401);
      expect((await onB.get("/api/auth/user")).statusCode).toBe(401);
    }
  });

  it("the logout link (a GET) on instance A ends the session on instance B at once", async () => {
    const { onA, onB } = await signedInOnBoth();
    expect((await onB.get("/api/auth/user")).statusCode).toBe(200);
    expect((await onA.get("/api/logout")).statusCode).toBe(302);
    expect((await onB.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("a mark-read, a delete and new notifications on A are in B's (cached) list at once", async () => {
    const { onA, onB } = await signedInOnBoth();
    expect((await onA.post("/api/notifications/create-samples")).statusCode).toBe(201);
    const before = (await onB.get("/api/notifications")).json<Item[]>();
    expect(before.some((n) => n.isRead)).toBe(false);
    const [first, second] = before;
    expect((await onA.patch(`/api/notifications/${first?.id}/read`)).statusCode).toBe(200);
    expect((await onB.get("/api/notifications")).json<Item[]>().find((n) => n.id === first?.id)?.isRead).toBe(
      true,
    );
    expect((await onA.delete(`/api/notifications/${second?.id}`)).statusCode).toBe(200);
    expect((await onB.get("/api/notifications")).json<Item[]>().map((n) => n.id)).not.toContain(second?.id);
    expect((await onA.post("/api/notifications/create-samples")).statusCode).toBe(201);
    expect((await onB.get("/api/notifications")).json<Item[]>()).toHaveLength(11);
    expect((await onA.patch("/api/notifications/mark-all-read")).statusCode).toBe(200);
    expect((await onB.get("/api/notifications")).json<Item[]>().every((n) => n.isRead)).toBe(true);
  });

  it("a password reset's end of all sessions and a removed member are seen on the other instance at once", async () => {
    const { onA, onB, user } = await signedInOnBoth();
    expect((await onB.get("/api/auth/user")).statusCode).toBe(200);
    await a.ctx.db.execute(sql`delete from sessions where user_id = ${user.id}::uuid`); // what reset does
    await cacheBarrier(a.ctx.db); // the end of that unit of work
    expect((await onB.get("/api/auth/user")).statusCode).toBe(401);

    const second = await signedInOnBoth();
    expect((await second.onB.get("/api/auth/user")).json()).toMatchObject({ role: "admin" });
    await a.ctx.db.execute(
      sql`update memberships set role = 'manager' where user_id = ${second.user.id}::uuid`,
    );
    await cacheBarrier(a.ctx.db);
    expect((await second.onB.get("/api/auth/user")).json()).toMatchObject({ role: "manager" });
    await a.ctx.db.execute(sql`delete from memberships where user_id = ${second.user.id}::uuid`);
    await cacheBarrier(a.ctx.db);
    expect((await second.onB.get("/api/auth/user")).statusCode).toBe(401);
    void onA;
  });

  it("a property added or renamed on A is found by B's search at once, though B had the names cached", async () => {
    const { onA, onB } = await signedInOnBoth();
    const names = async (query: string) =>
      (await onB.post("/api/search/ai-search", { query }))
        .json<{ internalData: { properties: { name: string }[] } }>()
        .internalData.properties.map((p) => p.name);
    expect(await names("zephyr court")).toEqual([]);
    const created = await onA.post("/api/accounting/properties", {
      name: "Zephyr Court Loft",
      addressLine1: "1 Zephyr Court",
      city: "Boise",
      state: "ID",
      postalCode: "83701",
      type: "condo",
    });
    expect(created.statusCode).toBe(201);
    expect(await names("zephyr court")).toEqual(["Zephyr Court Loft"]);
    const renamed = await onA.patch(`/api/accounting/properties/${created.json().id}`, {
      name: "Quill House",
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names("quill house")).toEqual(["Quill House"]);
  });

  it("activity on A keeps the session alive on B (B re-reads instead of trusting its old last_seen_at)", async () => {
    const { onA, onB } = await signedInOnBoth();
    expect((await onB.get("/api/auth/user")).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      clock.advance(20 * MINUTE);
      expect((await onA.get("/api/auth/user")).statusCode).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await onB.get("/api/auth/user")).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    expect((await onB.get("/api/auth/user")).statusCode).toBe(401);
    expect((await onA.get("/api/auth/user")).statusCode).toBe(401);
  });
});
