import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HOUR } from "../../clock";
import { outboxEmails } from "../../db/schema";
import { VERIFY_TO_INVITE, VERIFY_TO_JOIN } from "../../invitations/service";
import { Browser, setupTestApp, uniqueEmail } from "../../test/helpers";
import { sha256 } from "../session";
import { CONFIRM_FIRST } from "./memberships";
import { emailTokens } from "./schema";

const t = setupTestApp();

async function mailsTo(email: string) {
  await t.app.ctx.background.drain();
  return t.app.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
}

/** What a squatter does: signs up with someone else's address and never verifies it. */
async function squat(email = uniqueEmail("owner")) {
  const squatter = new Browser(t.app);
  const account = await squatter.signup({ email, password: "squatter-chose-this-1" }, { verify: false });
  return { squatter, account, email };
}

async function resetPassword(email: string, password = "owner-takes-it-back-9") {
  const owner = new Browser(t.app);
  await owner.post("/api/auth/request-password-reset", { email });
  const token = await owner.emailedToken(email, "reset-password");
  expect((await owner.post("/api/auth/reset-password", { token, password })).statusCode).toBe(200);
  expect((await owner.login(email, password)).statusCode).toBe(200);
  return owner;
}

describe("email verification", () => {
  it("sign-up signs in unverified and e-mails a single-use link, stored hashed, valid 24 hours", async () => {
    const b = new Browser(t.app);
    const { email } = await b.signup({}, { verify: false });
    expect((await b.get("/api/auth/user")).json().emailVerified).toBe(false);
    const token = await b.emailedToken(email, "verify-email");
    const [stored] = await t.app.ctx.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, sha256(token)));
    expect(stored?.email).toBe(email);
    expect(JSON.stringify(await t.app.ctx.db.select().from(emailTokens))).not.toContain(token);

    expect((await b.post("/api/auth/verify-email", { token })).statusCode).toBe(200);
    expect((await b.get("/api/auth/user")).json().emailVerified).toBe(true);
    const again = await b.post("/api/auth/verify-email", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);

    const late = new Browser(t.app);
    const other = await late.signup({}, { verify: false });
    const lateToken = await late.emailedToken(other.email, "verify-email");
    t.clock.advance(24 * HOUR + 1);
    expect((await late.post("/api/auth/verify-email", { token: lateToken })).statusCode).toBe(400);
  });

  it("an unverified account cannot invite (403) nor join another organization (409)", async () => {
    const unverified = new Browser(t.app);
    const { email } = await unverified.signup({}, { verify: false });
    const invite = await unverified.post("/api/invitations", { email: uniqueEmail(), role: "viewer" });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().message).toBe(VERIFY_TO_INVITE);

    const admin = new Browser(t.app);
    await admin.signup();
    const created = await admin.post("/api/invitations", { email, role: "viewer" });
    expect(created.statusCode).toBe(201);
    const token = (created.json().inviteUrl as string).split("/accept-invitation/")[1];
    const refused = await unverified.post(`/api/invitations/${token}/accept`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(VERIFY_TO_JOIN);

    await unverified.verifyEmail(email);
    expect((await unverified.post(`/api/invitations/${token}/accept`, {})).statusCode).toBe(200);
  });

  it("verifying in the browser that signed up keeps it and its organization, and ends every other session", async () => {
    const b = new Browser(t.app);
    const { email, password } = await b.signup({}, { verify: false });
    const elsewhere = new Browser(t.app);
    expect((await elsewhere.login(email, password)).statusCode).toBe(200);
    await b.verifyEmail(email);
    expect((await elsewhere.get("/api/auth/user")).statusCode).toBe(401);
    expect((await b.get("/api/accounting/accounts")).statusCode).toBe(200);
    expect((await b.get("/api/auth/memberships/pending")).json()).toEqual([]);
  });

  it("the owner's reset ends the squatter's sessions; the squatter's organization waits for the owner", async () => {
    const { squatter, email } = await squat();
    const owner = await resetPassword(email);
    expect((await squatter.get("/api/auth/user")).statusCode).toBe(401);

    const me = (await owner.get("/api/auth/user")).json();
    expect(me.emailVerified).toBe(true);
    const blocked = await owner.get("/api/accounting/accounts");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(CONFIRM_FIRST);
    const pending = (await owner.get("/api/auth/memberships/pending")).json();
    expect(pending).toEqual([
      {
        organizationId: me.organizationId,
        organizationName: "Ada Landlord's Properties",
        role: "admin",
        grantedAt: expect.any(String),
        otherMembers: [],
      },
    ]);
    expect((await owner.post(`/api/auth/memberships/${me.organizationId}/confirm`)).statusCode).toBe(200);
    expect((await owner.get("/api/accounting/accounts")).statusCode).toBe(200);
    expect((await owner.get("/api/auth/memberships/pending")).json()).toEqual([]);
  });

  it("the owner may leave the squatter's organization and continues in a fresh one", async () => {
    const { email } = await squat();
    const owner = await resetPassword(email);
    const before = (await owner.get("/api/auth/user")).json();
    const left = await owner.post(`/api/auth/memberships/${before.organizationId}/decline`);
    expect(left.statusCode).toBe(200);
    const after = (await owner.get("/api/auth/user")).json();
    expect(after.organizationId).not.toBe(before.organizationId);
    expect(after.role).toBe("admin");
    expect((await owner.get("/api/accounting/accounts")).statusCode).toBe(200);
    // Only one's own pending memberships can be answered.
    const stranger = new Browser(t.app);
    await stranger.signup();
    expect((await stranger.post(`/api/auth/memberships/${after.organizationId}/confirm`)).statusCode).toBe(
      404,
    );
  });

  it("opening the link signed out (not the sign-up browser) also ends the squatter's session", async () => {
    const { squatter, email } = await squat();
    const owner = new Browser(t.app);
    await owner.verifyEmail(email);
    expect((await squatter.get("/api/auth/user")).statusCode).toBe(401);
  });
});

describe("email change", () => {
  it("takes effect once the new address confirms; the old one is told; other sessions end", async () => {
    const b = new Browser(t.app);
    const { email, password } = await b.signup();
    const elsewhere = new Browser(t.app);
    await elsewhere.login(email, password);
    const newEmail = uniqueEmail("moved");
    const asked = await b.patch("/api/auth/profile", { email: newEmail, currentPassword: password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().email).toBe(email);
    expect((await b.get("/api/auth/email-status")).json()).toEqual({
      email,
      verified: true,
      pendingEmail: newEmail,
    });
    const notice = (await mailsTo(email)).find((m) => m.subject.includes("about to change"));
    expect(notice?.text).not.toContain(newEmail);

    const token = await b.emailedToken(newEmail, "confirm-email");
    expect((await b.post("/api/auth/confirm-email", { token })).statusCode).toBe(200);
    expect((await b.get("/api/auth/user")).json()).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await elsewhere.get("/api/auth/user")).statusCode).toBe(401);
    expect(
      (await mailsTo(email)).some((m) => m.subject === "Your PropLedger email address was changed"),
    ).toBe(true);
    expect((await new Browser(t.app).login(newEmail, password)).statusCode).toBe(200);
    expect((await b.post("/api/auth/confirm-email", { token })).statusCode).toBe(400);
  });

  it("a password reset through the old address cancels a pending change", async () => {
    const b = new Browser(t.app);
    const { email, password } = await b.signup();
    const newEmail = uniqueEmail("hijack");
    await b.patch("/api/auth/profile", { email: newEmail, currentPassword: password });
    const token = await b.emailedToken(newEmail, "confirm-email");
    await resetPassword(email);
    expect((await new Browser(t.app).post("/api/auth/confirm-email", { token })).statusCode).toBe(400);
  });

  it("refuses an address that another account has (409) and needs the current password", async () => {
    const b = new Browser(t.app);
    const { password } = await b.signup();
    const { email: taken } = await new Browser(t.app).signup();
    expect((await b.patch("/api/auth/profile", { email: taken, currentPassword: password })).statusCode).toBe(
      409,
    );
    expect((await b.patch("/api/auth/profile", { email: uniqueEmail() })).statusCode).toBe(400);
    expect((await b.post("/api/auth/confirm-email", { token: "x".repeat(43) })).statusCode).toBe(400);
  });
});

describe("resending the link", () => {
  it("sends a fresh link to a signed-in unverified account, at most 3 an hour", async () => {
    const b = new Browser(t.app);
    const { email } = await b.signup({}, { verify: false });
    for (let i = 0; i < 3; i++) expect((await b.post("/api/auth/verify-email/resend")).statusCode).toBe(200);
    const links = (await mailsTo(email)).filter((m) => m.text.includes("/verify-email?token="));
    expect(links).toHaveLength(3);
    expect((await new Browser(t.app).post("/api/auth/verify-email/resend")).statusCode).toBe(401);
  });
});
