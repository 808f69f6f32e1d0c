import { sql } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { MINUTE } from "../../clock";
import { Browser, GOOD_PASSWORD, setupTestApp, uniqueEmail } from "../../test/helpers";

const t = setupTestApp();

/** The code an authenticator app shows at the test clock's time, `offset` periods later. */
function codeFor(secret: string, offset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offset * 30 });
}

/** A signed-up user who has turned two-factor on; the clock then moves to the next period. */
async function enrolled(browser = new Browser(t.app)) {
  const user = await browser.signup();
  const setup = (await browser.post("/api/auth/mfa/setup")).json<{ secret: string }>();
  const res = await browser.post("/api/auth/mfa/enable", { code: await codeFor(setup.secret) });
  expect(res.statusCode).toBe(200);
  t.clock.advance(30_000);
  return {
    browser,
    user,
    secret: setup.secret,
    recoveryCodes: res.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
}

async function passwordStep(email: string, browser = new Browser(t.app)) {
  const res = await browser.login(email, GOOD_PASSWORD);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ mfaRequired: true });
  return browser;
}

describe("two-factor enrolment", () => {
  it("shows the secret as a QR code and text, and is not active until a code confirms it", async () => {
    const b = new Browser(t.app);
    const user = await b.signup();
    const setup = await b.post("/api/auth/mfa/setup");
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeDataUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain("issuer=PropLedger");
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await b.get("/api/auth/mfa")).json()).toMatchObject({ enabled: false });
    // Still one step: the pending secret is not active.
    expect((await new Browser(t.app).login(user.email, GOOD_PASSWORD)).json()).toMatchObject({ id: user.id });
    expect((await b.post("/api/auth/mfa/enable", { code: "000000" })).statusCode).toBe(400);
    const on = await b.post("/api/auth/mfa/enable", { code: await codeFor(secret) });
    expect(on.statusCode).toBe(200);
    expect(on.json().recoveryCodes).toHaveLength(10);
    expect((await b.get("/api/auth/mfa")).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      organizationRequires: false,
    });
    expect((await b.post("/api/auth/mfa/setup")).statusCode).toBe(409);
  });

  it("keeps the secret encrypted and the recovery codes hashed at rest", async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const db = t.database.db;
    const mfa = (await db.execute(
      sql`select secret_enc from user_mfa where user_id = ${user.id}`,
    )) as unknown as { rows: { secret_enc: string }[] };
    const stored = String(mfa.rows[0]?.secret_enc);
    expect(stored).not.toContain(secret);
    expect(stored.startsWith("v1.")).toBe(true);
    const codes = (await db.execute(
      sql`select code_hash from mfa_recovery_codes where user_id = ${user.id}`,
    )) as unknown as { rows: { code_hash: string }[] };
    const hashes = codes.rows.map((r) => r.code_hash);
    expect(hashes).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(hashes.some((h) => h.includes(code) || h.includes(code.replace("-", "")))).toBe(false);
    }
  });
});

describe("a factor change ends the other sessions", () => {
  it("turning two-factor on, new recovery codes and turning it off each sign out other browsers, not this one", async () => {
    const b = new Browser(t.app);
    const user = await b.signup();
    const other = new Browser(t.app);
    expect((await other.login(user.email, GOOD_PASSWORD)).statusCode).toBe(200);
    const setup = (await b.post("/api/auth/mfa/setup")).json<{ secret: string }>();
    expect((await b.post("/api/auth/mfa/enable", { code: await codeFor(setup.secret) })).statusCode).toBe(
      200,
    );
    expect((await other.get("/api/auth/user")).statusCode).toBe(401);
    expect((await b.get("/api/auth/user")).statusCode).toBe(200);

    const again = await passwordStep(user.email);
    t.clock.advance(30_000);
    expect((await again.post("/api/auth/mfa/verify", { code: await codeFor(setup.secret) })).statusCode).toBe(
      200,
    );
    expect((await b.post("/api/auth/mfa/recovery-codes", { password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect((await again.get("/api/auth/user")).statusCode).toBe(401);

    const third = await passwordStep(user.email);
    t.clock.advance(30_000);
    expect((await third.post("/api/auth/mfa/verify", { code: await codeFor(setup.secret) })).statusCode).toBe(
      200,
    );
    expect((await b.post("/api/auth/mfa/disable", { password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect((await third.get("/api/auth/user")).statusCode).toBe(401);
    expect((await b.get("/api/auth/user")).statusCode).toBe(200);
  });
});

describe("two-factor sign-in", () => {
  it("after the password, no session until a valid code; then signed in", async () => {
    const { user, secret } = await enrolled();
    const b = await passwordStep(user.email);
    expect(b.sessionCookie()).toBeUndefined();
    expect((await b.get("/api/auth/user")).statusCode).toBe(401);
    expect((await b.post("/api/auth/mfa/verify", { code: "123456" })).statusCode).toBe(400);
    const res = await b.post("/api/auth/mfa/verify", { code: await codeFor(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email });
    expect((await b.get("/api/auth/user")).statusCode).toBe(200);
    // The challenge is spent.
    expect((await b.post("/api/auth/mfa/verify", { code: await codeFor(secret) })).statusCode).toBe(400);
  });

  it("refuses the same code twice within its window, and an older one after a newer", async () => {
    const { user, secret } = await enrolled();
    const code = await codeFor(secret);
    const first = await passwordStep(user.email);
    expect((await first.post("/api/auth/mfa/verify", { code })).statusCode).toBe(200);
    const replay = await passwordStep(user.email);
    const res = await replay.post("/api/auth/mfa/verify", { code });
    expect(res.statusCode).toBe(400);
    expect((await replay.post("/api/auth/mfa/verify", { code: await codeFor(secret, -1) })).statusCode).toBe(
      400,
    );
    t.clock.advance(30_000);
    expect((await replay.post("/api/auth/mfa/verify", { code: await codeFor(secret) })).statusCode).toBe(200);
  });

  it("accepts each recovery code once", async () => {
    const { user, recoveryCodes, browser } = await enrolled();
    const code = recoveryCodes[0] ?? "";
    const b = await passwordStep(user.email);
    expect((await b.post("/api/auth/mfa/verify", { code: code.toLowerCase() })).statusCode).toBe(200);
    const again = await passwordStep(user.email);
    expect((await again.post("/api/auth/mfa/verify", { code })).statusCode).toBe(400);
    expect((await browser.get("/api/auth/mfa")).json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it("throttles wrong codes per account like login", async () => {
    const { user, secret } = await enrolled();
    const b = await passwordStep(user.email);
    for (let i = 0; i < 10; i++)
      expect((await b.post("/api/auth/mfa/verify", { code: `00000${i % 10}` })).statusCode).toBe(400);
    // A fresh password step does not reset the count, and the right code waits too.
    const other = await passwordStep(user.email, new Browser(t.app, "10.9.9.9"));
    expect((await other.post("/api/auth/mfa/verify", { code: await codeFor(secret) })).statusCode).toBe(429);
    t.clock.advance(16 * MINUTE);
    const later = await passwordStep(user.email);
    expect((await later.post("/api/auth/mfa/verify", { code: await codeFor(secret) })).statusCode).toBe(200);
  });

  it("lets the pending sign-in expire after five minutes", async () => {
    const { user, secret } = await enrolled();
    const b = await passwordStep(user.email);
    t.clock.advance(5 * MINUTE + 1000);
    const res = await b.post("/api/auth/mfa/verify", { code: await codeFor(secret) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it("leaves sign-in for accounts without two-factor unchanged", async () => {
    const b = new Browser(t.app);
    const user = await b.signup();
    const res = await new Browser(t.app).login(user.email, GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email });
    expect(res.json()).not.toHaveProperty("twoFactorSetupRequired");
  });
});

describe("recovery codes and turning two-factor off", () => {
  it("regenerates recovery codes only with a current code or the password; the old ones stop working", async () => {
    const { browser, user, recoveryCodes } = await enrolled();
    expect((await browser.post("/api/auth/mfa/recovery-codes", {})).statusCode).toBe(400);
    expect(
      (await browser.post("/api/auth/mfa/recovery-codes", { password: "wrong-password" })).statusCode,
    ).toBe(400);
    const res = await browser.post("/api/auth/mfa/recovery-codes", { password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const b = await passwordStep(user.email);
    expect((await b.post("/api/auth/mfa/verify", { code: recoveryCodes[1] })).statusCode).toBe(400);
    expect((await b.post("/api/auth/mfa/verify", { code: fresh[0] })).statusCode).toBe(200);
  });

  it("turns off only with a current code or the password; sign-in is one step again", async () => {
    const { browser, user, secret } = await enrolled();
    expect((await browser.post("/api/auth/mfa/disable", { code: "000000" })).statusCode).toBe(400);
    expect((await browser.post("/api/auth/mfa/disable", { password: "not-it-at-all" })).statusCode).toBe(400);
    const res = await browser.post("/api/auth/mfa/disable", { code: await codeFor(secret) });
    expect(res.statusCode).toBe(200);
    expect((await browser.get("/api/auth/mfa")).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await new Browser(t.app).login(user.email, GOOD_PASSWORD)).json()).toMatchObject({ id: user.id });
  });
});

/** An admin with two-factor on and a signed-in manager of the same organization. */
async function team() {
  const { browser: admin } = await enrolled();
  const email = uniqueEmail("member");
  const invite = await admin.post("/api/invitations", { email, role: "manager" });
  const token = String(invite.json().inviteUrl).split("/").pop();
  const member = new Browser(t.app);
  const accepted = await member.post(`/api/invitations/${token}/accept`, {
    password: GOOD_PASSWORD,
    firstName: "Mem",
    lastName: "Ber",
  });
  expect(accepted.statusCode).toBe(200);
  return { admin, member, email };
}

describe("organization requires two-factor", () => {
  it("only admins who use two-factor themselves can require it", async () => {
    const { admin, member } = await team();
    expect((await member.patch("/api/organization/security", { requireTwoFactor: true })).statusCode).toBe(
      403,
    );
    const lone = new Browser(t.app);
    await lone.signup();
    expect((await lone.patch("/api/organization/security", { requireTwoFactor: true })).statusCode).toBe(400);
    const res = await admin.patch("/api/organization/security", { requireTwoFactor: true });
    expect(res.statusCode).toBe(200);
    expect((await admin.get("/api/organization/security")).json()).toEqual({ requireTwoFactor: true });
  });

  it("sends members without it to set-up: nothing else works until they enrol", async () => {
    const { admin, member, email } = await team();
    expect((await member.get("/api/accounting/accounts")).statusCode).toBe(200);
    await admin.patch("/api/organization/security", { requireTwoFactor: true });
    const blocked = await member.get("/api/accounting/accounts");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/requires two-factor/);
    expect((await member.get("/api/notifications")).statusCode).toBe(403);
    expect((await member.get("/api/auth/user")).json()).toMatchObject({ twoFactorSetupRequired: true });
    // A fresh sign-in says so at once, so the client goes straight to set-up.
    const again = new Browser(t.app);
    expect((await again.login(email, GOOD_PASSWORD)).json()).toMatchObject({ twoFactorSetupRequired: true });
    const setup = (await member.post("/api/auth/mfa/setup")).json<{ secret: string }>();
    expect(
      (await member.post("/api/auth/mfa/enable", { code: await codeFor(setup.secret) })).statusCode,
    ).toBe(200);
    expect((await member.get("/api/accounting/accounts")).statusCode).toBe(200);
    expect((await member.get("/api/auth/user")).json()).not.toHaveProperty("twoFactorSetupRequired");
    // The admin's own sessions were never blocked.
    expect((await admin.get("/api/accounting/accounts")).statusCode).toBe(200);
  });

  it("still lets a member who must enrol sign out", async () => {
    const { admin, member } = await team();
    await admin.patch("/api/organization/security", { requireTwoFactor: true });
    expect((await member.post("/api/auth/logout")).statusCode).toBe(200);
    expect((await member.get("/api/auth/user")).statusCode).toBe(401);
  });
});
