import { describe, expect, it } from "vitest";
import { Browser, GOOD_PASSWORD, setupTestApp, uniqueEmail } from "../test/helpers";

const t = setupTestApp();

/** An admin with a second member of `role`, both signed in. */
async function team(role: "admin" | "manager" | "viewer" | "super_admin") {
  const admin = new Browser(t.app);
  const adminUser = await admin.signup();
  const email = uniqueEmail("member");
  const invite = await admin.post("/api/invitations", {
    email,
    role: role === "super_admin" ? "admin" : role,
  });
  const token = String(invite.json().inviteUrl).split("/").pop();
  t.clock.advance(1000); // the member joins after the admin, as in life
  const member = new Browser(t.app);
  const accepted = await member.post(`/api/invitations/${token}/accept`, {
    password: GOOD_PASSWORD,
    firstName: "Mem",
    lastName: "Ber",
  });
  if (accepted.statusCode !== 200) throw new Error(accepted.body);
  return { admin, adminUser, member, memberUser: accepted.json() as { id: string; role: string } };
}

describe("users (members of my organization)", () => {
  it("admins list members with roles", async () => {
    const { admin, adminUser, memberUser } = await team("viewer");
    const res = await admin.get("/api/users");
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; role: string }[];
    expect(list.map((m) => [m.id, m.role])).toEqual([
      [adminUser.id, "admin"],
      [memberUser.id, "viewer"],
    ]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ["id", "email", "firstName", "lastName", "profileImageUrl", "role", "joinedAt"].sort(),
    );
  });

  it("401 signed out, 403 for non-admins on every admin route", async () => {
    const anon = new Browser(t.app);
    expect((await anon.get("/api/users")).statusCode).toBe(401);
    const { member, adminUser } = await team("manager");
    for (const res of [
      await member.get("/api/users"),
      await member.patch(`/api/users/${adminUser.id}`, { role: "viewer" }),
      await member.delete(`/api/users/${adminUser.id}`),
      await member.post(`/api/users/${adminUser.id}/sign-out`),
      await member.post("/api/users/sign-out-everyone"),
      await member.get("/api/invitations"),
      await member.post("/api/invitations", { email: uniqueEmail(), role: "viewer" }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBeTypeOf("string");
    }
  });

  it("admins change roles, never above their own, never their own", async () => {
    const { admin, adminUser, memberUser } = await team("viewer");
    const ok = await admin.patch(`/api/users/${memberUser.id}`, { role: "manager" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().role).toBe("manager");
    const higher = await admin.patch(`/api/users/${memberUser.id}`, { role: "super_admin" });
    expect(higher.statusCode).toBe(403);
    expect(higher.json().message).toMatch(/above your own/);
    expect((await admin.patch(`/api/users/${adminUser.id}`, { role: "viewer" })).statusCode).toBe(400);
    expect((await admin.patch(`/api/users/${memberUser.id}`, { role: "owner" })).statusCode).toBe(400);
    expect((await admin.patch("/api/users/xyz", { role: "viewer" })).statusCode).toBe(400);
  });

  it("another organization's user is a 404", async () => {
    const { admin } = await team("viewer");
    const other = await team("viewer");
    expect((await admin.patch(`/api/users/${other.memberUser.id}`, { role: "manager" })).statusCode).toBe(
      404,
    );
    expect((await admin.delete(`/api/users/${other.memberUser.id}`)).statusCode).toBe(404);
  });

  it("removing a member ends their access at once", async () => {
    const { admin, member, memberUser } = await team("manager");
    expect((await member.get("/api/auth/user")).statusCode).toBe(200);
    const res = await admin.delete(`/api/users/${memberUser.id}`);
    expect(res.statusCode).toBe(200);
    expect((await member.get("/api/auth/user")).statusCode).toBe(401);
    expect(((await admin.get("/api/users")).json() as unknown[]).length).toBe(1);
  });

  it("admins sign out one member, or everyone but themselves; the members can sign in again", async () => {
    const { admin, member, memberUser } = await team("viewer");
    const memberEmail = (await member.get("/api/auth/user")).json<{ email: string }>().email;
    const one = await admin.post(`/api/users/${memberUser.id}/sign-out`);
    expect(one.statusCode).toBe(200);
    expect((await member.get("/api/auth/user")).statusCode).toBe(401);
    expect((await admin.get("/api/auth/user")).statusCode).toBe(200);
    expect((await member.login(memberEmail, GOOD_PASSWORD)).statusCode).toBe(200);
    const otherAdminBrowser = new Browser(t.app);
    const adminEmail = (await admin.get("/api/auth/user")).json<{ email: string }>().email;
    expect((await otherAdminBrowser.login(adminEmail, GOOD_PASSWORD)).statusCode).toBe(200);
    const all = await admin.post("/api/users/sign-out-everyone");
    expect(all.statusCode).toBe(200);
    expect(all.json<{ ended: number }>().ended).toBe(2);
    expect((await member.get("/api/auth/user")).statusCode).toBe(401);
    expect((await otherAdminBrowser.get("/api/auth/user")).statusCode).toBe(401);
    expect((await admin.get("/api/auth/user")).statusCode).toBe(200);
    expect(
      (
        await admin.post(
          `/api/users/${(await admin.get("/api/auth/user")).json<{ id: string }>().id}/sign-out`,
        )
      ).statusCode,
    ).toBe(400);
  });

  it("two admins demoting each other at once leave exactly one admin", async () => {
    const { admin, adminUser, member, memberUser } = await team("admin");
    const results = await Promise.all([
      admin.patch(`/api/users/${memberUser.id}`, { role: "viewer" }),
      member.patch(`/api/users/${adminUser.id}`, { role: "viewer" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const survivor = results[0]?.statusCode === 200 ? admin : member;
    const roles = ((await survivor.get("/api/users")).json() as { role: string }[]).map((m) => m.role);
    expect(roles.sort()).toEqual(["admin", "viewer"]);
  });

  it("two admins removing each other at once leave exactly one admin", async () => {
    const { admin, adminUser, member, memberUser } = await team("admin");
    const results = await Promise.all([
      admin.delete(`/api/users/${memberUser.id}`),
      member.delete(`/api/users/${adminUser.id}`),
    ]);
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    const survivor = codes[0] === 200 ? admin : member;
    const list = (await survivor.get("/api/users")).json() as { role: string }[];
    expect(list.map((m) => m.role)).toEqual(["admin"]);
  });
});
