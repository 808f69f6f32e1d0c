import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SKIP_DELAY_DURATION,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from "./Tooltip";

// jsdom lacks ResizeObserver, which Radix's popper measures with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe("Tooltip", () => {
  it("uses the spec's delays", () => {
    expect(TOOLTIP_DELAY_DURATION).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_DURATION).toBe(300);
  });

  it("renders open content with the tooltip role", () => {
    render(
      <TooltipProvider>
        <Tooltip open>
          <TooltipTrigger>Help</TooltipTrigger>
          <TooltipContent>Open the help centre</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(screen.getByRole("tooltip")).toHaveTextContent("Open the help centre");
  });
});
