import type { Decorator, Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import { useEffect } from "react";
import { configure } from "storybook/test";
import "../packages/ui/src/styles.css";

// Parts of the shell load on demand (idle callbacks, lazy chunks); on a busy 2-core CI machine the default
// 1 s of findBy*/waitFor is too short to wait for them, while a real failure still fails after 5 s.
configure({ asyncUtilTimeout: 5000 });

export type ThemeGlobal = "light" | "dark" | "high-contrast";

/** Applies the toolbar's theme the same way the shell's ThemeProvider does: classes on the document root. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? "light") as ThemeGlobal;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle("dark", theme === "dark");
    root.classList.toggle("high-contrast", theme === "high-contrast");
    root.style.colorScheme = theme === "dark" ? "dark" : "light";
  }, [theme]);
  return <Story />;
};

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "contrast",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
          { value: "high-contrast", title: "High contrast" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    layout: "centered",
    options: { storySort: { order: ["Introduction", "Foundations", "UI", "Shell", "Web"] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // The test-runner runs axe itself after each play function; the addon's automatic run would collide
      // with it ("Axe is already running"). The panel still checks on demand with the same tags.
      test: "off",
      options: { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } },
    },
  },
};

export default preview;
