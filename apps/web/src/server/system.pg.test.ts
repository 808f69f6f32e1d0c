import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { TEST_SCRYPT } from "./auth/passwords";
import { openDatabase } from "./db/client";
import { Browser, closeTestDatabase, TEST_SECRET } from "./test/helpers";

afterAll(() => closeTestDatabase());

describe("two instances on one PostgreSQL database", () => {
  it("a session created on one instance works on the other, and logout on either ends it", async () => {
    const url = String(process.env.TEST_DATABASE_URL);
    const open = async () =>
      buildApp({
        database: await openDatabase({ kind: "postgres", url, poolSize: 3 }),
        sessionSecret: TEST_SECRET,
        scrypt: TEST_SCRYPT,
        clientDir: null,
      });
    const [a, b] = await Promise.all([open(), open()]);
    try {
      const onA = new Browser(a);
      await onA.signup();
      const onB = new Browser(b);
      for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
      onB.csrf = onA.csrf;
      expect((await onB.get("/api/auth/user")).statusCode).toBe(200);
      expect((await onB.post("/api/notifications/create-samples")).statusCode).toBe(201);
      expect(((await onA.get("/api/notifications")).json() as unknown[]).length).toBeGreaterThan(0);
      expect((await onB.post("/api/auth/logout")).statusCode).toBe(200);
      expect((await onA.get("/api/auth/user")).statusCode).toBe(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
