// Password reset and change, profile edits, throttling, demo mode and HTTP hygiene; auth.test.ts has CSRF,
// signup and sessions.
import { and, desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MINUTE } from "../clock";
import { outboxEmails } from "../db/schema";
import { Browser, createTestApp, GOOD_PASSWORD, setupTestApp, uniqueEmail } from "../test/helpers";

const t = setupTestApp();

/** The newest reset e-mail to `email` (sign-up also e-mails a verification link). */
async function latestEmailTo(email: string) {
  await t.app.ctx.background.drain();
  const [row] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), like(outboxEmails.text, "%/reset-password?token=%")))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return row;
}

const resetTokenFrom = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe("password reset", () => {
  it("answers identically for unknown and known e-mails and e-mails a single-use link", async () => {
    const b = new Browser(t.app);
    const { email } = await b.signup();
    const other = new Browser(t.app);
    await other.login(email, GOOD_PASSWORD);
    const known = await new Browser(t.app).post("/api/auth/request-password-reset", { email });
    const unknown = await new Browser(t.app).post("/api/auth/request-password-reset", {
      email: uniqueEmail(),
    });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    const mail = await latestEmailTo(email);
    expect(mail?.text).toContain("/reset-password?token=");
    const token = resetTokenFrom(mail?.text ?? "") ?? "";
    const reset = await new Browser(t.app).post("/api/auth/reset-password", {
      token,
      password: "new-secret-pass-77",
    });
    expect(reset.statusCode).toBe(200);

    // all sessions ended
    expect((await b.get("/api/auth/user")).statusCode).toBe(401);
    expect((await other.get("/api/auth/user")).statusCode).toBe(401);
    // single use
    const again = await new Browser(t.app).post("/api/auth/reset-password", {
      token,
      password: "another-pass-778",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
    // new password works, old does not
    expect((await new Browser(t.app).login(email, "new-secret-pass-77")).statusCode).toBe(200);
    expect((await new Browser(t.app).login(email, GOOD_PASSWORD)).statusCode).toBe(401);
  });

  it("the token is stored hashed and expires after 60 minutes", async () => {
    const { email } = await new Browser(t.app).signup();
    await new Browser(t.app).post("/api/auth/request-password-reset", { email });
    const token = resetTokenFrom((await latestEmailTo(email))?.text ?? "") ?? "";
    const { passwordResetTokens } = await import("../db/schema");
    const stored = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, token));
    expect(stored).toHaveLength(0);
    t.clock.advance(61 * MINUTE);
    const res = await new Browser(t.app).post("/api/auth/reset-password", {
      token,
      password: "new-secret-pass-77",
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("change password and profile", () => {
  it("needs the current password, ends other sessions and keeps this one", async () => {
    const b = new Browser(t.app);
    const { email } = await b.signup();
    const other = new Browser(t.app);
    await other.login(email, GOOD_PASSWORD);
    const wrong = await b.post("/api/auth/change-password", {
      currentPassword: "nope-nope-nope",
      newPassword: "x-new-pass-123",
    });
    expect(wrong.statusCode).toBe(400);
    const before = b.sessionCookie();
    const ok = await b.post("/api/auth/change-password", {
      currentPassword: GOOD_PASSWORD,
      newPassword: "x-new-pass-123",
    });
    expect(ok.statusCode).toBe(200);
    expect(b.sessionCookie()).not.toBe(before);
    expect((await b.get("/api/auth/user")).statusCode).toBe(200);
    expect((await other.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("updates names and picture (http(s) only); changing e-mail needs the password", async () => {
    const b = new Browser(t.app);
    await b.signup();
    const ok = await b.patch("/api/auth/profile", {
      firstName: "Grace",
      lastName: "Hopper",
      profileImageUrl: "https://img.example/g.png",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      profileImageUrl: "https://img.example/g.png",
    });
    for (const bad of ["javascript:alert(1)", "data:image/png;base64,AAA", "//evil.example/x.png"]) {
      const res = await b.patch("/api/auth/profile", { profileImageUrl: bad });
      expect(res.statusCode, bad).toBe(400);
    }
    const newEmail = uniqueEmail();
    expect((await b.patch("/api/auth/profile", { email: newEmail })).statusCode).toBe(400);
    // The address changes only once the new one confirms (auth/verification/verification.test.ts).
    const changed = await b.patch("/api/auth/profile", { email: newEmail, currentPassword: GOOD_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect((await b.patch("/api/auth/profile", { profileImageUrl: null })).json().profileImageUrl).toBeNull();
    expect((await new Browser(t.app).patch("/api/auth/profile", { firstName: "X" })).statusCode).toBe(401);
  });
});

describe("throttling", () => {
  it("per account: after 10 failures even the right password waits, then works once the window passes", async () => {
    const { email } = await new Browser(t.app).signup();
    for (let i = 0; i < 10; i++) {
      expect((await new Browser(t.app).login(email, `wrong-${i}-password`)).statusCode).toBe(401);
    }
    const blocked = await new Browser(t.app).login(email, GOOD_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many/);
    t.clock.advance(16 * MINUTE);
    expect((await new Browser(t.app).login(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("per IP: login, signup and reset are rate-limited with a JSON 429", async () => {
    const limited = await createTestApp({ ipRateLimit: { max: 3, timeWindow: 60_000 } });
    try {
      const b = new Browser(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await b.login(uniqueEmail(), "whatever-123")).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const res = await b.login(uniqueEmail(), "whatever-123");
      expect(res.json()).toEqual({ message: "Too many requests. Please try again later." });
    } finally {
      await limited.app.close();
    }
  });
});

describe("demo mode", () => {
  it("treats a signed-out caller as the seeded demo admin, only in demo mode", async () => {
    const demo = await createTestApp({ appMode: "demo" });
    try {
      const me = await demo.app.inject({ method: "GET", url: "/api/auth/user" });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        email: "demo@propledger.app",
        role: "admin",
        primaryRole: "admin",
        emailVerified: true,
      });
      const b = new Browser(demo.app);
      expect((await b.post("/api/notifications/create-samples")).statusCode).toBe(201);
      expect((await b.post("/api/notifications/create-samples", undefined, { csrf: false })).statusCode).toBe(
        403,
      );
      expect((await b.get("/api/notifications")).json().length).toBeGreaterThan(0);
    } finally {
      await demo.app.close();
    }
    // The production app on the same database refuses the same request.
    const res = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
  });

  it("refuses invitations and profile changes with a 403 that says why", async () => {
    const demo = await createTestApp({ appMode: "demo" });
    try {
      const b = new Browser(demo.app);
      const attempts = [
        await b.post("/api/invitations", { email: uniqueEmail(), role: "viewer" }),
        await b.post("/api/invitations/abcdefabcdefabcdefabcdefabcdefab/accept", {}),
        await b.patch("/api/auth/profile", { firstName: "Mallory" }),
        await b.post("/api/auth/change-password", { currentPassword: "x", newPassword: GOOD_PASSWORD }),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/not available in the demo/);
      }
      expect((await b.get("/api/auth/user")).json().firstName).not.toBe("Mallory");
      expect((await b.get("/api/invitations")).json()).toEqual([]);
    } finally {
      await demo.app.close();
    }
  });

  it("nobody can log in as the demo user with a password", async () => {
    const res = await new Browser(t.app).login("demo@propledger.app", "");
    expect(res.statusCode).toBe(400);
    const res2 = await new Browser(t.app).login("demo@propledger.app", "disabled");
    expect(res2.statusCode).toBe(401);
  });
});

describe("HTTP hygiene", () => {
  it("unknown /api paths are 404 JSON; security headers are set", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBeDefined();
  });

  it("an unexpected failure is a 500 with a generic message and no stack", async () => {
    const { app } = await createTestApp({}, (a) =>
      a.get("/api/boom", async () => {
        throw new Error("secret internals at /srv/app.ts:1");
      }),
    );
    const res = await app.inject({ method: "GET", url: "/api/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Internal Server Error" });
    await app.close();
  });
});
