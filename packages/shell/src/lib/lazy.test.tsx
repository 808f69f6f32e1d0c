import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_PRELOAD_DELAY_MS, lazyWithPreload, type PreloadableComponent, useLazyComponent } from "./lazy";
import { LONGEST_PRESS_MS } from "./presses";

function Host({ part, onClick }: { part: PreloadableComponent<object>; onClick?: () => void }) {
  const [Loaded] = useLazyComponent(part, { preloadWhenIdle: true });
  return Loaded ? (
    <Loaded />
  ) : (
    <button type="button" onClick={onClick}>
      look-alike
    </button>
  );
}

/** A part whose chunk arrives when the test says so. */
function arriving() {
  let resolve: ((component: ComponentType) => void) | undefined;
  const load = vi.fn(() => new Promise<ComponentType>((r) => (resolve = r)));
  return { part: lazyWithPreload(load), load, arrive: () => resolve?.(() => <p>real part</p>) };
}

describe("useLazyComponent with preloadWhenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("leaves the page's first seconds to the page, then loads the part when the browser is idle", async () => {
    const load = vi.fn(async () => () => <p>real part</p>);
    render(<Host part={lazyWithPreload(load)} />);
    await act(() => vi.advanceTimersByTimeAsync(IDLE_PRELOAD_DELAY_MS - 100));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText("look-alike")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText("real part")).toBeInTheDocument();
  });

  it("keeps the look-alike until a press on it has ended, so its click is not lost", async () => {
    const { part, load, arrive } = arriving();
    const onClick = vi.fn();
    render(<Host part={part} onClick={onClick} />);
    await act(() => vi.advanceTimersByTimeAsync(IDLE_PRELOAD_DELAY_MS + 1000));
    expect(load).toHaveBeenCalledTimes(1);

    const button = screen.getByRole("button", { name: "look-alike" });
    fireEvent.pointerDown(button);
    await act(async () => arrive());
    // The part has arrived mid-press: the element the press went down on is still there.
    expect(button).toBeInTheDocument();
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("real part")).toBeInTheDocument();
    expect(button).not.toBeInTheDocument();
    // Once shown, the real part stays through later presses.
    fireEvent.pointerDown(document.body);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("real part")).toBeInTheDocument();
    fireEvent.pointerUp(document.body);
  });

  it("keeps it no longer than a press can last when the press's end is never heard", async () => {
    const { part, arrive } = arriving();
    render(<Host part={part} />);
    await act(() => vi.advanceTimersByTimeAsync(IDLE_PRELOAD_DELAY_MS + 1000));
    fireEvent.pointerDown(screen.getByRole("button", { name: "look-alike" }));
    await act(async () => arrive());
    await act(() => vi.advanceTimersByTimeAsync(LONGEST_PRESS_MS - 1));
    expect(screen.getByText("look-alike")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText("real part")).toBeInTheDocument();
  });
});
