import { describe, expect, it } from "vitest";
import { hashPassword, PRODUCTION_SCRYPT, parseHash, passwordProblem, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("production parameters are scrypt N ≥ 2^17, r 8, p 1 with maxmem raised to fit", async () => {
    expect(PRODUCTION_SCRYPT.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(PRODUCTION_SCRYPT.r).toBe(8);
    expect(PRODUCTION_SCRYPT.p).toBe(1);
    expect(PRODUCTION_SCRYPT.maxmem).toBeGreaterThanOrEqual(128 * PRODUCTION_SCRYPT.N * PRODUCTION_SCRYPT.r);
    const hash = await hashPassword("plum-orchard-42", PRODUCTION_SCRYPT);
    expect(parseHash(hash)).toMatchObject({ N: 2 ** 17, r: 8, p: 1 });
    expect(await verifyPassword("plum-orchard-42", hash)).toBe(true);
    expect(await verifyPassword("plum-orchard-43", hash)).toBe(false);
  });

  it("buildApp uses the production cost unless told otherwise", async () => {
    const { createTestApp } = await import("../test/helpers");
    const { app } = await createTestApp({ scrypt: undefined as never });
    expect(app.ctx.scrypt).toEqual(PRODUCTION_SCRYPT);
    await app.close();
  });

  it("rejects malformed stored hashes without throwing", async () => {
    expect(await verifyPassword("x", "disabled$abc")).toBe(false);
    expect(await verifyPassword("x", "scrypt$a$b$c$d$e")).toBe(false);
  });

  it("passwords: 8–128 characters, no composition rules, common ones rejected", () => {
    expect(passwordProblem("short")).toMatch(/at least 8/);
    expect(passwordProblem("a".repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem("alllowercaseletters")).toBeNull();
    expect(passwordProblem("🔑".repeat(8))).toBeNull();
    expect(passwordProblem("Password1")).toMatch(/too common/);
    expect(passwordProblem("QWERTYUIOP")).toMatch(/too common/);
  });
});
