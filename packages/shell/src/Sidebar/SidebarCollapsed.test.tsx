import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inlineEndSide, readDirection } from "../lib/direction";
import { defaultNavigation } from "../navigation/navigation";
import { SidebarCollapsed } from "./SidebarCollapsed";

// jsdom lacks ResizeObserver, which Radix's popper measures with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom measures nothing, so floating-ui never flips: `data-side` is the side the shell asked for. (In a
// browser a popup asked for the wrong side could be flipped back by collision handling and hide the bug.)
function renderStrip(dir: "ltr" | "rtl") {
  return render(
    <div dir={dir}>
      <SidebarCollapsed
        nav={defaultNavigation}
        router={undefined}
        activeHref="/dashboard"
        activeGroupId={undefined}
        user={{ firstName: "Ada", lastName: "Lovelace", role: "admin" }}
        externalAvatarUrl={null}
      />
    </div>,
  );
}

describe("collapsed strip popups open toward the content (the strip's inline end)", () => {
  it.each([
    ["ltr", "right"],
    ["rtl", "left"],
  ] as const)("%s: tooltips and group flyouts open on the %s", async (dir, side) => {
    renderStrip(dir);
    const nav = within(screen.getByRole("navigation", { name: "Main navigation" }));

    await act(async () => fireEvent.focus(nav.getByRole("link", { name: "Dashboard" })));
    const tip = await screen.findByRole("tooltip");
    // Radix puts the tooltip's text in a visually hidden role="tooltip" copy; data-side is on the content.
    const tipContent = document.querySelector("[data-slot=tooltip-content]");
    expect(tip).toHaveTextContent("Dashboard");
    expect(tipContent).toHaveAttribute("data-side", side);

    const accounting = nav.getByRole("button", { name: "Accounting" });
    await act(async () => fireEvent.keyDown(accounting, { key: "Enter" }));
    const menu = await screen.findByRole("menu");
    expect(menu).toHaveAttribute("data-side", side);
    // The menu's own direction follows the page (Radix defaults to "ltr" otherwise).
    expect(menu).toHaveAttribute("dir", dir);
  });

  it("reads the direction from dir attributes and maps it to a physical side", () => {
    const { container } = render(
      <div dir="RTL">
        <span data-testid="inner" />
      </div>,
    );
    const inner = container.querySelector("[data-testid=inner]");
    expect(readDirection(inner)).toBe("rtl");
    expect(readDirection(null)).toBe("ltr");
    expect(inlineEndSide("rtl")).toBe("left");
    expect(inlineEndSide("ltr")).toBe("right");
  });
});

describe("screen reader optimisations (labels of icon-only controls)", () => {
  it("gives every icon-only control of the strip a label that CSS shows under .screen-reader", () => {
    renderStrip("ltr");
    const controls = [...document.querySelectorAll("a[aria-label], button[aria-label]")];
    expect(controls.length).toBeGreaterThan(8);
    for (const control of controls) {
      const label = control.querySelector("[data-slot=icon-label]");
      expect(label, control.getAttribute("aria-label") ?? "").not.toBeNull();
      // Hidden by default, shown by the root class: the effect lives in CSS, not in a JS branch.
      expect(label!.className).toMatch(/(^| )hidden( |$)/);
      expect(label!.className).toContain("[.screen-reader_&]:block");
      expect(label).toHaveAttribute("aria-hidden", "true");
      // Label in name (WCAG 2.5.3): what is seen is the start of what is heard.
      expect(control.getAttribute("aria-label")!.startsWith(label!.textContent!)).toBe(true);
    }
  });
});
