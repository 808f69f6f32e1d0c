import { describe, expect, it } from "vitest";
import { Browser, GOOD_PASSWORD, setupTestApp } from "../test/helpers";

// scrypt refuses N = 3 (not a power of two): any hash this app attempts fails loudly as a 500.
const t = setupTestApp({ scrypt: { N: 3, r: 8, p: 1, maxmem: 32 * 1024 * 1024 } });

describe("password reset with an unknown token", () => {
  it("is refused before any password hashing (no free scrypt work for anonymous callers)", async () => {
    const res = await new Browser(t.app).post("/api/auth/reset-password", {
      token: "A".repeat(43),
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/invalid or has expired/);
  });
});
