import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { defaultClientConditions } from "vite";

// One Storybook for every package: stories live beside their components.
const config: StorybookConfig = {
  stories: [
    "./docs/**/*.mdx",
    "../packages/*/src/**/*.stories.@(ts|tsx)",
    "../apps/web/src/client/**/*.stories.@(ts|tsx)",
  ],
  // Docs: the Introduction and Foundations pages (docs/) and an autodocs page per ui and shell component. Docs
  // entries are not stories, so the story test run does not visit them.
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "msw-storybook-addon"],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["./public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Workspace packages export a "source" condition so stories use their TypeScript, not a stale dist.
    viteConfig.resolve = { ...viteConfig.resolve, conditions: ["source", ...defaultClientConditions] };
    return viteConfig;
  },
};

export default config;
