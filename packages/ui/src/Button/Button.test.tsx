import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants } from "./Button";

describe("buttonVariants", () => {
  it("defaults to the default variant and size", () => {
    const classes = buttonVariants();
    expect(classes).toContain("bg-primary");
    expect(classes).toContain("h-9");
    expect(classes).toContain("min-h-6");
  });

  it.each([
    ["destructive", "bg-destructive"],
    ["outline", "border-input"],
    ["secondary", "bg-secondary"],
    ["ghost", "hover:bg-accent"],
    ["link", "underline-offset-4"],
  ] as const)("variant %s adds %s", (variant, cls) => {
    expect(buttonVariants({ variant })).toContain(cls);
    expect(buttonVariants({ variant })).not.toContain("bg-primary ");
  });

  it.each([
    ["sm", "h-8"],
    ["lg", "h-10"],
    ["icon", "size-9"],
    ["mobile", "h-11"],
  ] as const)("size %s adds %s", (size, cls) => {
    expect(buttonVariants({ size })).toContain(cls);
  });

  it("lets className override through tailwind-merge", () => {
    render(<Button className="h-12 bg-success">Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    const classes = button.className.split(" ");
    expect(classes).toContain("h-12");
    expect(classes).not.toContain("h-9");
    expect(classes).not.toContain("bg-primary");
  });
});

describe("Button", () => {
  it("is type=button by default and exposes data-slot/variant/size", () => {
    render(
      <Button variant="outline" size="sm">
        Export
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Export" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("data-slot", "button");
    expect(button).toHaveAttribute("data-variant", "outline");
    expect(button).toHaveAttribute("data-size", "sm");
  });

  it("renders its child with asChild", () => {
    render(
      <Button asChild>
        <a href="/settings">Settings</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Settings" });
    expect(link).toHaveClass("bg-primary");
    expect(link).not.toHaveAttribute("type");
  });
});
