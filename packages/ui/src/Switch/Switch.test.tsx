import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Switch } from "./Switch";

describe("Switch", () => {
  it("is named by its label and toggled by clicking it", async () => {
    render(<Switch label="Large text" description="Bigger type everywhere." />);
    const control = screen.getByRole("switch", { name: "Large text" });
    expect(control).toHaveAccessibleDescription("Bigger type everywhere.");
    expect(control).toHaveAttribute("aria-checked", "false");
    await userEvent.click(screen.getByText("Large text"));
    expect(control).toHaveAttribute("aria-checked", "true");
  });
});
