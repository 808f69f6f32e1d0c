import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_SCORE } from "../../shared/api";
import { passwordStrength } from "./password-strength";
import {
  hashPassword,
  PRODUCTION_SCRYPT,
  parseHash,
  passwordProblem,
  TEST_SCRYPT,
  verifyPassword,
} from "./passwords";

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

  it("verifies the password exactly as typed: no truncation, no case folding; 64+ characters allowed", async () => {
    const long = "harbor lantern quietly orange bicycle ".repeat(3).trim();
    expect([...long].length).toBeGreaterThan(100);
    expect(passwordProblem(long)).toBeNull();
    const hash = await hashPassword(long, TEST_SCRYPT);
    expect(await verifyPassword(long, hash)).toBe(true);
    expect(await verifyPassword(long.slice(0, -1), hash)).toBe(false);
    expect(await verifyPassword(long.toUpperCase(), hash)).toBe(false);
  });

  it("rejects malformed stored hashes without throwing", async () => {
    expect(await verifyPassword("x", "disabled$abc")).toBe(false);
    expect(await verifyPassword("x", "scrypt$a$b$c$d$e")).toBe(false);
  });

  it("passwords: 8–128 characters, no composition rules, a zxcvbn score of at least 3", () => {
    expect(PASSWORD_MIN_SCORE).toBe(3);
    expect(passwordProblem("short")).toMatch(/at least 8/);
    expect(passwordProblem("a".repeat(129))).toMatch(/at most 128/);
    // Long phrases of plain lower-case words pass; so do passwords with no letters at all.
    expect(passwordProblem("plum-orchard-42-lantern")).toBeNull();
    expect(passwordProblem("quietly orange bicycle harbor")).toBeNull();
    expect(passwordProblem("🔑🚲🍐🌊⛵🎻🦉🧭")).toBeNull();
    // Breach-list favourites, keyboard walks, words with digits and l33t, repeats, dates: refused.
    for (const weak of [
      "Password1",
      "QWERTYUIOP",
      "iloveyou2024",
      "P@ssw0rd!",
      "aaaaaaaaaaaa",
      "01/02/1990",
      "1qaz2wsx3edc",
    ]) {
      expect(passwordProblem(weak), weak).toMatch(/^Password is too easy to guess\./);
    }
  });

  it("counts the account's own e-mail and names as easy to guess", () => {
    const ownAddress = "zora.quimby@leerentals.test";
    expect(passwordStrength(ownAddress).score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    expect(passwordProblem(ownAddress, [ownAddress, "Zora", "Quimby"])).toMatch(/too easy/);
  });

  it("the refusal explains itself in words a user can act on", () => {
    expect(passwordProblem("iloveyou2024")).toMatch(/Try a longer phrase of several unrelated words\.$/);
  });
});
