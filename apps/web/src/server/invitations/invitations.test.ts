import { describe, expect, it } from "vitest";
import { DAY } from "../clock";
import { Browser, GOOD_PASSWORD, setupTestApp, uniqueEmail } from "../test/helpers";

const t = setupTestApp();

const tokenOf = (url: string) => url.split("/accept-invitation/")[1] ?? "";

async function adminWithInvite(role = "manager", email = uniqueEmail("invitee")) {
  const admin = new Browser(t.app);
  const adminUser = await admin.signup({ firstName: "Ivy", lastName: "Inviter" });
  const res = await admin.post("/api/invitations", { email, role });
  expect(res.statusCode).toBe(201);
  return { admin, adminUser, email, invitation: res.json(), token: tokenOf(res.json().inviteUrl) };
}

describe("invitations", () => {
  it("an admin invites by e-mail with a role; the invitee sees who invited whom", async () => {
    const { admin, email, token, invitation } = await adminWithInvite("manager");
    expect(invitation).toMatchObject({ email, role: "manager", invitedBy: { firstName: "Ivy" } });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await t.app.ctx.background.drain();
    const list = (await admin.get("/api/invitations")).json() as { email: string }[];
    expect(list.map((i) => i.email)).toEqual([email]);
    const preview = await new Browser(t.app).get(`/api/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      email,
      role: "manager",
      organizationName: "Ivy Inviter's Properties",
      invitedBy: { firstName: "Ivy", lastName: "Inviter" },
      forSignedInUser: false,
    });
    // Anyone holding a link (and any admin can mint one) learns nothing about existing accounts.
    expect(preview.json()).not.toHaveProperty("accountExists");
  });

  it("accepting creates the account for the invited e-mail and role, signs in, and notifies the inviter", async () => {
    const { admin, adminUser, email, token } = await adminWithInvite("viewer");
    const b = new Browser(t.app);
    const res = await b.post(`/api/invitations/${token}/accept`, {
      password: GOOD_PASSWORD,
      firstName: "Nia",
      lastName: "New",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, role: "viewer", organizationId: adminUser.organizationId });
    expect((await b.get("/api/auth/user")).json().email).toBe(email);
    const inbox = (await admin.get("/api/notifications")).json() as { title: string; message: string }[];
    expect(inbox[0]).toMatchObject({ title: "Invitation accepted", actionUrl: "/shield/users-permissions" });
    expect(inbox[0]?.message).toContain(email);
    expect((await admin.get("/api/invitations")).json()).toEqual([]);
  });

  it("is single-use", async () => {
    const { token } = await adminWithInvite();
    const body = { password: GOOD_PASSWORD, firstName: "A", lastName: "B" };
    expect((await new Browser(t.app).post(`/api/invitations/${token}/accept`, body)).statusCode).toBe(200);
    const again = await new Browser(t.app).post(`/api/invitations/${token}/accept`, body);
    expect(again.statusCode).toBe(404);
    expect((await new Browser(t.app).get(`/api/invitations/${token}`)).statusCode).toBe(404);
  });

  it("is bound to its e-mail: a signed-in stranger accepting gets the invited account, not their own", async () => {
    const { token, email } = await adminWithInvite("viewer");
    const stranger = new Browser(t.app);
    const strangerUser = await stranger.signup();
    const res = await stranger.post(`/api/invitations/${token}/accept`, {
      password: GOOD_PASSWORD,
      firstName: "X",
      lastName: "Y",
    });
    expect(res.json().email).toBe(email);
    expect(res.json().id).not.toBe(strangerUser.id);
  });

  it("an existing account accepts only signed in as itself, never with a password", async () => {
    const existing = new Browser(t.app);
    const existingUser = await existing.signup();
    const { token, adminUser } = await adminWithInvite("manager", existingUser.email);
    const anonymous = new Browser(t.app);
    expect((await anonymous.get(`/api/invitations/${token}`)).json().forSignedInUser).toBe(false);
    // Guessing the password through the invitation is no longer possible: the right one is refused too.
    for (const password of ["not-the-password", GOOD_PASSWORD]) {
      const res = await anonymous.post(`/api/invitations/${token}/accept`, { password });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/Log in with it/);
    }
    const stranger = new Browser(t.app);
    await stranger.signup();
    expect((await stranger.post(`/api/invitations/${token}/accept`, {})).statusCode).toBe(409);
    expect((await existing.get(`/api/invitations/${token}`)).json().forSignedInUser).toBe(true);
    const ok = await existing.post(`/api/invitations/${token}/accept`, {});
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: existingUser.id,
      role: "manager",
      organizationId: adminUser.organizationId,
    });
  });

  it("dies when the inviter is no longer an admin of the organization", async () => {
    const owner = new Browser(t.app);
    const ownerUser = await owner.signup();
    const { token: adminToken } = await (async () => {
      const res = await owner.post("/api/invitations", { email: uniqueEmail("second-admin"), role: "admin" });
      return { token: tokenOf(res.json().inviteUrl) };
    })();
    const secondAdmin = new Browser(t.app);
    const second = await secondAdmin.post(`/api/invitations/${adminToken}/accept`, {
      password: GOOD_PASSWORD,
      firstName: "Sam",
      lastName: "Second",
    });
    expect(second.json().organizationId).toBe(ownerUser.organizationId);
    const invited = await secondAdmin.post("/api/invitations", { email: uniqueEmail(), role: "viewer" });
    const token = tokenOf(invited.json().inviteUrl);
    expect((await owner.patch(`/api/users/${second.json().id}`, { role: "viewer" })).statusCode).toBe(200);
    const res = await new Browser(t.app).post(`/api/invitations/${token}/accept`, {
      password: GOOD_PASSWORD,
      firstName: "Late",
      lastName: "Comer",
    });
    expect(res.statusCode).toBe(404);
  });

  it("an organization and an inviter can send at most 20 invitations an hour", async () => {
    const admin = new Browser(t.app);
    const adminUser = await admin.signup();
    for (let i = 0; i < 20; i++) {
      expect(
        (await admin.post("/api/invitations", { email: uniqueEmail(), role: "viewer" })).statusCode,
      ).toBe(201);
    }
    const over = await admin.post("/api/invitations", { email: uniqueEmail(), role: "viewer" });
    expect(over.statusCode).toBe(429);
    t.clock.advance(61 * 60 * 1000);
    await admin.login(adminUser.email, adminUser.password);
    expect((await admin.post("/api/invitations", { email: uniqueEmail(), role: "viewer" })).statusCode).toBe(
      201,
    );
  });

  it("expires after 7 days", async () => {
    const { token } = await adminWithInvite();
    t.clock.advance(7 * DAY + 1000);
    const res = await new Browser(t.app).post(`/api/invitations/${token}/accept`, {
      password: GOOD_PASSWORD,
      firstName: "A",
      lastName: "B",
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/invalid or has expired/);
  });

  it("can be revoked; another organization cannot revoke it", async () => {
    const { admin, invitation, token } = await adminWithInvite();
    const outsider = new Browser(t.app);
    await outsider.signup();
    expect((await outsider.delete(`/api/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/invitations/${invitation.id}`)).statusCode).toBe(200);
    expect((await new Browser(t.app).get(`/api/invitations/${token}`)).statusCode).toBe(404);
  });

  it("an inviter cannot grant a role above their own", async () => {
    const admin = new Browser(t.app);
    await admin.signup();
    const res = await admin.post("/api/invitations", { email: uniqueEmail(), role: "super_admin" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/above your own/);
  });

  it("validates bodies and tokens (400), and refuses inviting an existing member (409)", async () => {
    const admin = new Browser(t.app);
    const me = await admin.signup();
    expect((await admin.post("/api/invitations", { email: "nope", role: "viewer" })).statusCode).toBe(400);
    expect((await admin.post("/api/invitations", { email: uniqueEmail(), role: "king" })).statusCode).toBe(
      400,
    );
    expect((await admin.post("/api/invitations", { email: me.email, role: "viewer" })).statusCode).toBe(409);
    expect((await new Browser(t.app).get("/api/invitations/%3Cscript%3E")).statusCode).toBe(400);
    const { token } = await adminWithInvite();
    const missing = await new Browser(t.app).post(`/api/invitations/${token}/accept`, {
      password: GOOD_PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/First name/);
  });
});
