import { describe, expect, it } from "vitest";
import { isAdmin, userRole } from "../navigation/navigation";
import { DEMO_USER, displayEmail, displayName, EMAIL_PLACEHOLDER, roleLabel } from "./user";

describe("display name", () => {
  it("is first plus last name when both exist", () => {
    expect(displayName({ firstName: "Ada", lastName: "Lovelace", email: "ada@x.io" })).toBe("Ada Lovelace");
  });
  it("is otherwise the part of the email before the @", () => {
    expect(displayName({ firstName: "Ada", email: "ada.l@x.io" })).toBe("ada.l");
    expect(displayName({ lastName: "Lovelace", email: "ada.l@x.io" })).toBe("ada.l");
    expect(displayName({ firstName: "  ", lastName: "L", email: "x@y" })).toBe("x");
  });
  it("is otherwise 'User'", () => {
    expect(displayName({})).toBe("User");
    expect(displayName(null)).toBe("User");
    expect(displayName({ firstName: "Ada" })).toBe("User");
  });
});

describe("email shown", () => {
  it("falls back to a placeholder", () => {
    expect(displayEmail({ email: "a@b.c" })).toBe("a@b.c");
    expect(displayEmail({})).toBe(EMAIL_PLACEHOLDER);
  });
});

describe("role", () => {
  it("is read from role, else primaryRole", () => {
    expect(userRole({ role: "viewer", primaryRole: "admin" })).toBe("viewer");
    expect(userRole({ primaryRole: "admin" })).toBe("admin");
    expect(userRole({ role: null, primaryRole: "manager" })).toBe("manager");
    expect(userRole({})).toBeUndefined();
  });
  it("admin and super_admin are admins; nobody else", () => {
    expect(isAdmin({ role: "admin" })).toBe(true);
    expect(isAdmin({ role: "super_admin" })).toBe(true);
    expect(isAdmin({ primaryRole: "admin" })).toBe(true);
    expect(isAdmin({ role: "viewer", primaryRole: "admin" })).toBe(false);
    expect(isAdmin({ role: "manager" })).toBe(false);
    expect(isAdmin({ role: "Admin" })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
  it("labels", () => {
    expect(roleLabel({ role: "admin" })).toBe("Administrator");
    expect(roleLabel({ role: "super_admin" })).toBe("Super Administrator");
    expect(roleLabel({ primaryRole: "property_manager" })).toBe("Property Manager");
    expect(roleLabel({})).toBe("Member");
  });
});

describe("demo user", () => {
  it("is a fixed, verified administrator with role id 2 and empty avatar, phone and address", () => {
    expect(DEMO_USER).toMatchObject({
      primaryRole: "admin",
      primaryRoleId: 2,
      emailVerified: true,
      avatar: "",
      phoneNumber: "",
      address: "",
    });
    for (const key of ["id", "email", "name", "createdAt", "updatedAt"] as const)
      expect(DEMO_USER[key]).toBeTruthy();
    expect(isAdmin(DEMO_USER)).toBe(true);
  });
});
