import { describe, expect, it } from "vitest";
import {
  defaultNavigation,
  filterNavigationForRole,
  findActiveItem,
  findGroupOf,
  isActiveHref,
} from "./navigation";

const titles = (nav = defaultNavigation) => ({
  top: nav.top.map((i) => i.title),
  groups: Object.fromEntries(
    nav.groups.map((g) => [
      g.title,
      g.items.map((i) => `${i.title} ${i.href}${i.badge ? ` [${i.badge}]` : ""}`),
    ]),
  ),
  bottom: nav.bottom.map((i) => `${i.title} ${i.href}`),
});

describe("defaultNavigation", () => {
  it("has the spec's groups, titles, routes and fixed badges", () => {
    expect(titles()).toEqual({
      top: ["Dashboard"],
      groups: {
        Accounting: [
          "Chart of Accounts /accounts",
          "Transactions /transactions [12]",
          "General Ledger /ledger",
        ],
        "Property Management": [
          "Properties /properties",
          "Tenants /tenants",
          "Tenant Screening /tenant-screening",
          "Rent Payments /rent-payments [3]",
          "STR Management /str-management",
          "Vendors /vendors",
          "Maintenance /maintenance",
          "Data /data",
          "Property Operations Hub /property-operations-hub",
        ],
        "Revenue Management": ["Dynamic Pricing /dynamic-pricing", "Rentometer /rentometer"],
        Reports: ["Reports /reports", "Reporting /reports/dynamic-builder", "AI Insights /ai-insights [New]"],
        Automation: [
          "Workflows /workflows",
          "Bank Connections /bank-connections",
          "API & Webhooks /api-webhooks",
        ],
        Settings: ["System Settings /settings", "Admin Console /admin"],
        "Users & Permissions": [
          "Users & Permissions /shield/users-permissions",
          "Field Access Control /shield/field-access-control",
        ],
      },
      bottom: ["About Us /about"],
    });
    expect(defaultNavigation.top[0]?.href).toBe("/dashboard");
  });

  it("carries the spec's notes as descriptions", () => {
    const all = defaultNavigation.groups.flatMap((g) => g.items);
    const note = (href: string) => all.find((i) => i.href === href)?.description;
    expect(note("/str-management")).toBe("Short-term rentals");
    expect(note("/vendors")).toBe("Maintenance vendors and compliance");
    expect(note("/data")).toBe("Custom fields and data exports");
    expect(note("/property-operations-hub")).toBe("Security and property analytics");
    expect(note("/rentometer")).toBe("Compare rental rates in the area");
    expect(note("/reports/dynamic-builder")).toBe("Custom report builder");
    expect(note("/admin")).toBe("SaaS administration panel");
  });
});

describe("filterNavigationForRole", () => {
  it("admins and super_admins see Admin Console and the Users & Permissions group", () => {
    for (const user of [{ role: "admin" }, { role: "super_admin" }, { primaryRole: "admin" }]) {
      const nav = filterNavigationForRole(defaultNavigation, user);
      expect(nav.groups.map((g) => g.title)).toContain("Users & Permissions");
      expect(nav.groups.find((g) => g.id === "settings")?.items.map((i) => i.title)).toContain(
        "Admin Console",
      );
    }
  });

  it("everyone else sees neither, and nothing else is restricted", () => {
    for (const user of [{ role: "viewer" }, { role: "manager", primaryRole: "admin" }, {}, null]) {
      const nav = filterNavigationForRole(defaultNavigation, user);
      expect(nav.groups.map((g) => g.title)).not.toContain("Users & Permissions");
      expect(nav.groups.find((g) => g.id === "settings")?.items.map((i) => i.title)).toEqual([
        "System Settings",
      ]);
      const count = (n: typeof nav) =>
        n.groups.flatMap((g) => g.items).length + n.top.length + n.bottom.length;
      expect(count(nav)).toBe(count(defaultNavigation) - 3);
    }
  });
});

describe("active route", () => {
  it("matches the route and its children, most specific first", () => {
    expect(isActiveHref("/properties/7", "/properties")).toBe(true);
    expect(isActiveHref("/propertiesx", "/properties")).toBe(false);
    expect(findActiveItem(defaultNavigation, "/reports/dynamic-builder")?.title).toBe("Reporting");
    expect(findActiveItem(defaultNavigation, "/reports")?.title).toBe("Reports");
    expect(findGroupOf(defaultNavigation, "/ledger")?.title).toBe("Accounting");
    expect(findActiveItem(defaultNavigation, "/nowhere")).toBeUndefined();
  });
});
