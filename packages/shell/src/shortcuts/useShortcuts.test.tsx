import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createMemoryPreferences } from "../preferences/preferences";
import { isTypingTarget, matchesCombo, useShortcuts } from "./useShortcuts";
import { useViewPreference } from "./useViewPreference";

function Harness({ onSearch, onTable, onHelp }: { onSearch(): void; onTable(): void; onHelp(): void }) {
  useShortcuts([
    { keys: "mod+k", handler: onSearch },
    { keys: "t", handler: onTable },
    { keys: "f1", handler: onHelp },
  ]);
  return (
    <div>
      <input aria-label="text" />
      <textarea aria-label="area" />
      <input type="checkbox" aria-label="check" />
      <button type="button">button</button>
    </div>
  );
}

describe("isTypingTarget", () => {
  it("is true for text inputs, textareas, selects and editables; false otherwise", () => {
    const input = document.createElement("input");
    const checkbox = Object.assign(document.createElement("input"), { type: "checkbox" });
    const editable = document.createElement("div");
    editable.setAttribute("contenteditable", "true");
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(Object.assign(document.createElement("input"), { type: "search" }))).toBe(true);
    expect(isTypingTarget(document.createElement("textarea"))).toBe(true);
    expect(isTypingTarget(document.createElement("select"))).toBe(true);
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement("button"))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe("matchesCombo", () => {
  const key = (init: KeyboardEventInit) => new KeyboardEvent("keydown", init);
  it("mod is Ctrl or Cmd", () => {
    expect(matchesCombo(key({ key: "k", ctrlKey: true }), "mod+k")).toBe(true);
    expect(matchesCombo(key({ key: "k", metaKey: true }), "mod+k")).toBe(true);
    expect(matchesCombo(key({ key: "K", ctrlKey: true, shiftKey: true }), "mod+k")).toBe(true);
    expect(matchesCombo(key({ key: "k" }), "mod+k")).toBe(false);
  });
  it("bare letters do not fire with Ctrl/Cmd/Alt (Ctrl+T is the browser's)", () => {
    expect(matchesCombo(key({ key: "t" }), "t")).toBe(true);
    expect(matchesCombo(key({ key: "T", shiftKey: true }), "t")).toBe(true);
    expect(matchesCombo(key({ key: "t", ctrlKey: true }), "t")).toBe(false);
    expect(matchesCombo(key({ key: "t", altKey: true }), "t")).toBe(false);
  });
  it("named keys", () => {
    expect(matchesCombo(key({ key: "Escape" }), "escape")).toBe(true);
    expect(matchesCombo(key({ key: "Escape" }), "esc")).toBe(true);
    expect(matchesCombo(key({ key: "F1" }), "f1")).toBe(true);
  });
});

describe("useShortcuts", () => {
  it("fires bare letters outside fields only; Ctrl+K and F1 also while typing", () => {
    const onSearch = vi.fn();
    const onTable = vi.fn();
    const onHelp = vi.fn();
    render(<Harness onSearch={onSearch} onTable={onTable} onHelp={onHelp} />);
    fireEvent.keyDown(document.body, { key: "t" });
    fireEvent.keyDown(screen.getByRole("button"), { key: "t" });
    fireEvent.keyDown(screen.getByLabelText("check"), { key: "t" });
    expect(onTable).toHaveBeenCalledTimes(3);
    for (const label of ["text", "area"]) fireEvent.keyDown(screen.getByLabelText(label), { key: "t" });
    expect(onTable).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(screen.getByLabelText("text"), { key: "k", ctrlKey: true });
    fireEvent.keyDown(screen.getByLabelText("text"), { key: "F1" });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onHelp).toHaveBeenCalledTimes(1);
  });

  it("prevents the browser's default (Ctrl+K, F1)", () => {
    render(<Harness onSearch={vi.fn()} onTable={vi.fn()} onHelp={vi.fn()} />);
    const event = new KeyboardEvent("keydown", { key: "F1", bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

function ViewHarness({ page, store }: { page: string; store: ReturnType<typeof createMemoryPreferences> }) {
  const [view] = useViewPreference(page, { store });
  return (
    <div>
      <p data-testid={page}>{view}</p>
      <input aria-label={`filter ${page}`} />
    </div>
  );
}

describe("useViewPreference", () => {
  it("T and L switch the view, saved per page, except while typing", () => {
    const store = createMemoryPreferences({ "view:ledger": "list" });
    render(<ViewHarness page="transactions" store={store} />);
    expect(screen.getByTestId("transactions")).toHaveTextContent("table");
    fireEvent.keyDown(document.body, { key: "l" });
    expect(screen.getByTestId("transactions")).toHaveTextContent("list");
    expect(store.get("view:transactions")).toBe("list");
    fireEvent.keyDown(screen.getByLabelText("filter transactions"), { key: "t" });
    expect(screen.getByTestId("transactions")).toHaveTextContent("list");
    fireEvent.keyDown(document.body, { key: "t" });
    expect(screen.getByTestId("transactions")).toHaveTextContent("table");
    expect(store.get("view:ledger")).toBe("list");
  });
});
