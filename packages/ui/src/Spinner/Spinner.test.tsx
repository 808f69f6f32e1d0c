import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SCROLL_HIDE_DELAY, ScrollArea } from "../ScrollArea";
import { Spinner } from "./Spinner";

describe("Spinner", () => {
  it("is a status with an accessible label and only spins when motion is allowed", () => {
    render(<Spinner label="Loading notifications..." />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Loading notifications...");
    const icon = status.querySelector("svg");
    expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(icon?.getAttribute("class")).toContain("motion-safe:animate-spin");
  });
});

describe("ScrollArea", () => {
  it("hides its scrollbar after 600 ms on hover type", () => {
    expect(SCROLL_HIDE_DELAY).toBe(600);
    render(<ScrollArea aria-label="List">x</ScrollArea>);
    expect(screen.getByRole("region", { name: "List" })).toHaveAttribute("tabindex", "0");
  });
});
