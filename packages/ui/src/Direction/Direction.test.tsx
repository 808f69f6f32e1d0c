import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScrollArea } from "../ScrollArea";
import { Tabs, TabsList, TabsTrigger } from "../Tabs";
import { DirectionProvider } from "./Direction";

function ThreeTabs() {
  return (
    <Tabs defaultValue="one">
      <TabsList>
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
    </Tabs>
  );
}

/** Focuses the first tab, presses ArrowLeft and returns the tab that has focus then. */
async function arrowLeftFromFirst() {
  const first = screen.getByRole("tab", { name: "One" });
  first.focus();
  fireEvent.keyDown(first, { key: "ArrowLeft" });
  // Radix moves focus in a timeout.
  await waitFor(() => expect(document.activeElement).not.toBe(first));
  return document.activeElement?.textContent;
}

describe("DirectionProvider", () => {
  it("is the direction Radix parts read: tabs and scroll areas become right-to-left", async () => {
    render(
      <DirectionProvider dir="rtl">
        <ThreeTabs />
        <ScrollArea aria-label="Rows">rows</ScrollArea>
      </DirectionProvider>,
    );
    // Radix writes the direction on the tabs' root and the scroll area's root, so their layout follows it.
    expect(screen.getByRole("tablist").closest("[data-slot=tabs]")).toHaveAttribute("dir", "rtl");
    expect(document.querySelector("[data-slot=scroll-area]")).toHaveAttribute("dir", "rtl");
    // Right to left, ArrowLeft moves to the next tab.
    expect(await arrowLeftFromFirst()).toBe("Two");
  });

  it("without it Radix parts are left-to-right", async () => {
    render(<ThreeTabs />);
    expect(screen.getByRole("tablist").closest("[data-slot=tabs]")).toHaveAttribute("dir", "ltr");
    // ArrowLeft moves to the previous tab (wrapping round to the last).
    expect(await arrowLeftFromFirst()).toBe("Three");
  });
});
