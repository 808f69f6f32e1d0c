import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_PRELOAD_DELAY_MS, lazyWithPreload, type PreloadableComponent, useLazyComponent } from "./lazy";

function Host({ part }: { part: PreloadableComponent<object> }) {
  const [Loaded] = useLazyComponent(part, { preloadWhenIdle: true });
  return Loaded ? <Loaded /> : <p>look-alike</p>;
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
});
