// Story tests run in Debian's Chromium: Playwright cannot download a browser of its own here.
const { getJestConfig } = require("@storybook/test-runner");
const { chromiumArgs, executablePath } = require("../scripts/lib/chromium.cjs");

const base = getJestConfig();

module.exports = {
  ...base,
  testTimeout: 60_000,
  testEnvironmentOptions: {
    "jest-playwright": {
      ...base.testEnvironmentOptions?.["jest-playwright"],
      browsers: ["chromium"],
      launchOptions: {
        executablePath,
        args: [
          ...chromiumArgs,
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
