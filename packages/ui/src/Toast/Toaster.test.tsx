import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./Toaster";
import { clearToasts, TOAST_REMOVE_DELAY, toast } from "./toast-store";

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("renders toasts from toast() in a labelled region, one at a time", () => {
    render(<Toaster />);
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second", variant: "destructive" });
    });
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent("Second");
    expect(items[0]).toHaveAttribute("data-variant", "destructive");
    expect(items[0]).toHaveAttribute("data-duration", "5000");
  });

  it("update() changes a visible toast and dismiss() removes it after the removal delay", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: "Uploading", duration: Infinity });
    });
    act(() => handle?.update({ title: "Uploaded" }));
    expect(screen.getByRole("listitem")).toHaveTextContent("Uploaded");
    act(() => handle?.dismiss());
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(screen.queryByRole("listitem")).toBeNull();
  });
});
