// Story tests run in Debian's Chromium: Playwright cannot download a browser of its own here.
const { getJestConfig } = require("@storybook/test-runner");

const base = getJestConfig();

module.exports = {
  ...base,
  testTimeout: 60_000,
  testEnvironmentOptions: {
    "jest-playwright": {
      ...base.testEnvironmentOptions?.["jest-playwright"],
      browsers: ["chromium"],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
        args: [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--font-render-hinting=none",
          "--force-color-profile=srgb",
          "--hide-scrollbars",
        ],
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: "reduce",
      },
    },
  },
};
