import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { AccessibilityProvider } from "../AccessibilitySettings/AccessibilityProvider";
import { AccessibilitySettings } from "../AccessibilitySettings/AccessibilitySettings";
import { createLocalStoragePreferences, createMemoryPreferences } from "../preferences/preferences";
import { ThemeProvider } from "./ThemeProvider";
import { themeInitScript } from "./themeInitScript";

const root = document.documentElement;
const mediaQuery = (matches: boolean) => () => ({ matches, addEventListener() {}, removeEventListener() {} });

beforeEach(() => {
  root.className = "";
  localStorage.clear();
});

function Panel({
  store,
  prefersReduced = false,
}: {
  store: ReturnType<typeof createMemoryPreferences>;
  prefersReduced?: boolean;
}) {
  return (
    <ThemeProvider store={store}>
      <AccessibilityProvider store={store} matchMedia={mediaQuery(prefersReduced)}>
        <AccessibilitySettings />
      </AccessibilityProvider>
    </ThemeProvider>
  );
}

describe("ThemeProvider", () => {
  it("defaults to light and persists dark as a root class", async () => {
    const store = createMemoryPreferences();
    render(<Panel store={store} />);
    expect(root.classList.contains("dark")).toBe(false);
    await userEvent.click(screen.getByRole("switch", { name: "Dark theme" }));
    expect(root.classList.contains("dark")).toBe(true);
    expect(store.get("theme")).toBe("dark");
  });
});

describe("AccessibilityProvider", () => {
  it("applies the defaults: only focus indicators and keyboard navigation on", () => {
    render(<Panel store={createMemoryPreferences()} />);
    expect([...root.classList].sort()).toEqual(["focus-indicators", "keyboard-navigation"]);
    const checked = screen.getAllByRole("switch").filter((s) => s.getAttribute("aria-checked") === "true");
    expect(checked.map((s) => s.id)).toEqual(["setting-focusIndicators", "setting-keyboardNavigation"]);
  });

  it("each toggle sets its class on the root and is stored; reset clears the stored settings", async () => {
    const store = createMemoryPreferences();
    render(<Panel store={store} />);
    const pairs: [string, string][] = [
      ["High contrast", "high-contrast"],
      ["Reduced motion", "reduce-motion"],
      ["Large text", "large-text"],
      ["Enhanced icons", "enhanced-icons"],
      ["Screen reader optimisations", "screen-reader"],
      ["Colour-blind friendly", "color-blind-friendly"],
    ];
    for (const [name, className] of pairs) {
      await userEvent.click(screen.getByRole("switch", { name }));
      expect(root.classList.contains(className)).toBe(true);
    }
    await userEvent.click(screen.getByRole("switch", { name: "Focus indicators" }));
    expect(root.classList.contains("focus-indicators")).toBe(false);
    expect(store.get("accessibility")).toMatchObject({ highContrast: true, focusIndicators: false });
    await userEvent.click(screen.getByRole("button", { name: "Reset to defaults" }));
    expect(store.get("accessibility")).toBeUndefined();
    expect([...root.classList].sort()).toEqual(["focus-indicators", "keyboard-navigation"]);
  });

  it("switches reduced motion on when the system prefers it (an explicit choice wins)", async () => {
    const store = createMemoryPreferences();
    render(<Panel store={store} prefersReduced />);
    expect(root.classList.contains("reduce-motion")).toBe(true);
    await userEvent.click(screen.getByRole("switch", { name: "Reduced motion" }));
    expect(root.classList.contains("reduce-motion")).toBe(false);
  });
});

describe("themeInitScript", () => {
  it("applies the stored theme and settings before React renders", () => {
    const store = createLocalStoragePreferences();
    store.set("theme", "dark");
    store.set("accessibility", { largeText: true, focusIndicators: false });
    // Runs the exact inline script an app puts in index.html.
    act(() => new Function(themeInitScript)());
    expect([...root.classList].sort()).toEqual(["dark", "keyboard-navigation", "large-text"]);
    expect(root.style.colorScheme).toBe("dark");
  });

  it("does nothing harmful with corrupt storage", () => {
    localStorage.setItem("propledger:theme", "{oops");
    expect(() => new Function(themeInitScript)()).not.toThrow();
  });

  it("is the same script on the React-free subpath @propledger/shell/theme-init", async () => {
    const subpath = await import("../theme-init");
    expect(Object.keys(subpath).sort()).toEqual(["createThemeInitScript", "themeInitScript"]);
    expect(subpath.themeInitScript).toBe(themeInitScript);
    expect(subpath.createThemeInitScript("other:")).toContain('"other:"');
  });
});
