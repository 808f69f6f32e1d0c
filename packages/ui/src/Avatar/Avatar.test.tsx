import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./Avatar";
import { avatarImageUrl, emailLocalPart, getDisplayName, getInitials } from "./avatar-utils";
import { sha256Hex } from "./seed-hash";

describe("getInitials", () => {
  it("is the first letters of first and last name, else the email's first letter, else U", () => {
    expect(getInitials({ firstName: "jane", lastName: "doe", email: "x@y.z" })).toBe("JD");
    expect(getInitials({ firstName: "Ada", email: "zed@x.io" })).toBe("Z");
    expect(getInitials({ lastName: "Doe", email: "owner@example.com" })).toBe("O");
    expect(getInitials({ firstName: "  ", lastName: "Doe", email: "owner@example.com" })).toBe("O");
    expect(getInitials({ firstName: "Jane" })).toBe("U");
    expect(getInitials({ firstName: null, lastName: null, email: null })).toBe("U");
    expect(getInitials(undefined)).toBe("U");
  });
});

describe("avatarImageUrl", () => {
  it("prefers src, then profileImageUrl", () => {
    expect(avatarImageUrl({ src: "/a.png", profileImageUrl: "/b.png", email: "a@b.c" })).toBe("/a.png");
    expect(avatarImageUrl({ profileImageUrl: "/b.png", email: "a@b.c" })).toBe("/b.png");
  });
  it("derives an external avatar from the email's local part", () => {
    expect(avatarImageUrl({ email: "j@x.y" }, (local) => `/avatars/${local}.svg`)).toBe("/avatars/j.svg");
  });
  it("seeds the external avatar with a hash, so no part of the address leaves the app", () => {
    const url = avatarImageUrl({ email: "Jane.Doe@example.com" });
    // SHA-256 of "jane.doe", the lower-cased local part.
    expect(url).toBe(
      "https://api.dicebear.com/9.x/shapes/svg?seed=d48722fc2e5ea8d2f4b54f8509312bb657f3396633ef60dc43370b5306b81ba9",
    );
    expect(url).not.toMatch(/jane|doe|example/i);
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });
  it("returns null for initials when there is nothing to show", () => {
    expect(avatarImageUrl({})).toBeNull();
    expect(avatarImageUrl({ email: "j@x.y" }, null)).toBeNull();
    expect(avatarImageUrl({ email: "j@x.y" }, () => null)).toBeNull();
    expect(avatarImageUrl({ email: "@x.y" })).toBeNull();
  });
  it("extracts the local part", () => {
    expect(emailLocalPart(" jane@x.y ")).toBe("jane");
    expect(emailLocalPart("nobody")).toBe("nobody");
    expect(emailLocalPart(undefined)).toBe("");
  });
  it("names the user for alt text", () => {
    expect(getDisplayName({ firstName: "Jane", lastName: "Doe" })).toBe("Jane Doe");
    expect(getDisplayName({ email: "a@b.c" })).toBe("a@b.c");
    expect(getDisplayName({})).toBe("User");
  });
});

describe("Avatar", () => {
  // jsdom never loads images, so the fallback is what renders — the same path as a broken image.
  it("shows initials and the name for screen readers while no image has loaded", () => {
    render(<Avatar firstName="Jane" lastName="Doe" profileImageUrl="/broken.png" />);
    expect(screen.getByText("JD")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("Jane Doe")).toHaveClass("sr-only");
  });
  it("labels the online dot", () => {
    const { rerender } = render(<Avatar email="a@b.c" externalAvatarUrl={null} online />);
    expect(screen.getByText("Online")).toBeInTheDocument();
    rerender(<Avatar email="a@b.c" externalAvatarUrl={null} online={false} />);
    expect(screen.getByText("Offline")).toBeInTheDocument();
    rerender(<Avatar email="a@b.c" externalAvatarUrl={null} />);
    expect(screen.queryByText(/online|offline/i)).toBeNull();
  });
  it("applies the size", () => {
    const { container } = render(<Avatar size="xl" />);
    expect(container.querySelector('[data-slot="avatar"]')).toHaveClass("size-16");
  });
});
