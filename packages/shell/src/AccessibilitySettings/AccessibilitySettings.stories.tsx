import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { createMemoryPreferences } from "../preferences/preferences";
import { ThemeProvider } from "../Theme/ThemeProvider";
import { AccessibilityProvider } from "./AccessibilityProvider";
import { AccessibilitySettings } from "./AccessibilitySettings";

function SettingsStory({ initial = {} }: { initial?: Record<string, unknown> }) {
  const [store] = useState(() => createMemoryPreferences(initial));
  return (
    <ThemeProvider store={store}>
      <AccessibilityProvider
        store={store}
        matchMedia={() => ({ matches: false, addEventListener() {}, removeEventListener() {} })}
      >
        <AccessibilitySettings />
      </AccessibilityProvider>
    </ThemeProvider>
  );
}

const meta = {
  title: "Shell/AccessibilitySettings",
  component: SettingsStory,
  tags: ["autodocs"],
  subcomponents: { AccessibilitySettings, AccessibilityProvider },
  // The test-runner runs axe itself (three themes); the addon's own run would race it.
  parameters: {
    docs: {
      // Rendered in its own frame: its overlays, focus handling and shortcuts stay out of the page.
      story: { inline: false, height: "560px" },
      description: {
        component:
          "The settings a user opens from the user menu: theme (light, dark, high contrast), larger text, reduced motion and stronger focus indicators. `AccessibilityProvider` applies them as classes on the document root and stores them through the preferences port, so every component reacts without props.",
      },
    },
    a11y: { test: "off" },
    layout: "padded",
  },
} satisfies Meta<typeof SettingsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const root = () => document.documentElement;

export const Defaults: Story = {
  play: async () => {
    const on = page()
      .getAllByRole("switch")
      .filter((s) => s.getAttribute("aria-checked") === "true")
      .map((s) => s.id);
    await expect(on).toEqual(["setting-focusIndicators", "setting-keyboardNavigation"]);
    await expect(root()).toHaveClass("focus-indicators");
  },
};

export const LargeTextOn: Story = {
  play: async () => {
    const before = getComputedStyle(root()).fontSize;
    await userEvent.click(page().getByRole("switch", { name: "Large text" }));
    await expect(root()).toHaveClass("large-text");
    await expect(getComputedStyle(root()).fontSize).not.toBe(before);
  },
};

export const ResetClearsStoredSettings: Story = {
  args: { initial: { accessibility: { largeText: true, enhancedIcons: true } } },
  play: async () => {
    await expect(root()).toHaveClass("large-text");
    await userEvent.click(page().getByRole("button", { name: "Reset to defaults" }));
    await expect(root()).not.toHaveClass("large-text");
    await expect(page().getByRole("switch", { name: "Enhanced icons" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  },
};

export const ReducedMotion: Story = {
  play: async () => {
    await userEvent.click(page().getByRole("switch", { name: "Reduced motion" }));
    await expect(root()).toHaveClass("reduce-motion");
  },
};
