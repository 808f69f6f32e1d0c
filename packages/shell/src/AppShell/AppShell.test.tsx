import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createMemoryRouter } from "../lib/memoryRouter";
import type { AuthAdapter, ShellAdapters } from "../ports";
import { createMemoryPreferences } from "../preferences/preferences";
import { fixedNow } from "../test/fixtures";
import { createMemoryNotifications } from "../test/memoryAdapters";
import { AppShell, loginRedirectPath } from "./AppShell";

function adapters(
  auth: Partial<AuthAdapter>,
  path = "/accounts",
): ShellAdapters & { router: ReturnType<typeof createMemoryRouter> } {
  return {
    auth: { getCurrentUser: vi.fn(async () => null), logout: vi.fn(), ...auth },
    notifications: createMemoryNotifications([]),
    search: { search: vi.fn() },
    router: createMemoryRouter(path),
    preferences: createMemoryPreferences(),
  };
}

describe("AppShell auth gate", () => {
  it("shows a spinner while the user loads, then the page", async () => {
    let resolve!: (value: { firstName: string; lastName: string; role: string }) => void;
    const a = adapters({ getCurrentUser: () => new Promise((r) => (resolve = r)) });
    render(
      <AppShell adapters={a} now={fixedNow} externalAvatarUrl={null} isMobile={false}>
        <h1>Chart of accounts</h1>
      </AppShell>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("heading", { name: "Chart of accounts" })).toBeNull();
    resolve({ firstName: "Ada", lastName: "Lovelace", role: "viewer" });
    expect(await screen.findByRole("heading", { name: "Chart of accounts" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
    expect(screen.getByTestId("sidebar-user-name")).toHaveTextContent("Ada Lovelace");
    expect(screen.getByText("Viewer")).toBeInTheDocument();
    expect(a.router.history).toEqual([]);
  });

  it("redirects an unauthenticated visitor to /login, remembering the requested path", async () => {
    const a = adapters({ getCurrentUser: async () => null });
    render(<AppShell adapters={a}>page</AppShell>);
    await waitFor(() =>
      expect(a.router.history).toEqual([{ to: "/login?next=/accounts", replace: true, full: false }]),
    );
    expect(screen.queryByText("page")).toBeNull();
  });

  it("treats an error as unauthenticated (after one retry)", async () => {
    const getCurrentUser = vi.fn(async () => {
      throw new Error("boom");
    });
    const a = adapters({ getCurrentUser });
    render(<AppShell adapters={a}>page</AppShell>);
    await waitFor(() => expect(a.router.history[0]?.to).toBe("/login?next=/accounts"), { timeout: 3000 });
    expect(getCurrentUser).toHaveBeenCalledTimes(2);
  });

  it("demo mode uses the fixed demo admin and never asks for the current user", async () => {
    const a = adapters({});
    render(
      <AppShell adapters={a} mode="demo" externalAvatarUrl={null} isMobile={false}>
        page
      </AppShell>,
    );
    expect(await screen.findByText("page")).toBeInTheDocument();
    expect(a.auth.getCurrentUser).not.toHaveBeenCalled();
    expect(screen.getByTestId("sidebar-user-name")).toHaveTextContent("Demo Admin");
    expect(screen.getByText("Administrator")).toBeInTheDocument();
    // Admin navigation
    expect(screen.getByRole("button", { name: "Users & Permissions" })).toBeInTheDocument();
  });

  it("Log out ends the session, then loads /login; Sign Out goes to the adapter's logout URL", async () => {
    const user = userEvent.setup();
    const logout = vi.fn(async () => {});
    const a = adapters({
      getCurrentUser: async () => ({ email: "ada@x.io", role: "admin" }),
      logout,
      logoutUrl: "/api/logout",
    });
    render(
      <AppShell adapters={a} externalAvatarUrl={null} isMobile={false}>
        page
      </AppShell>,
    );
    await user.click(await screen.findByRole("button", { name: /ada.*user menu/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }));
    await waitFor(() =>
      expect(a.router.history).toContainEqual({ to: "/login", replace: false, full: true }),
    );
    expect(logout).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(a.router.history).toContainEqual({ to: "/api/logout", replace: false, full: true });
  });
});

describe("loginRedirectPath", () => {
  it("keeps the requested path readable", () => {
    expect(loginRedirectPath("/accounts")).toBe("/login?next=/accounts");
    expect(loginRedirectPath("/properties/7")).toBe("/login?next=/properties/7");
    expect(loginRedirectPath("/a b")).toBe("/login?next=/a%20b");
    expect(loginRedirectPath("/")).toBe("/login");
    expect(loginRedirectPath("/login")).toBe("/login");
  });
});
