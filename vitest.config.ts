import { defineConfig } from "vitest/config";

// Unit and component tests of the published packages (jsdom). The server's integration tests run
// separately (`npm run test:server`) because they need databases, not a DOM.
export default defineConfig({
  test: {
    projects: ["packages/ui", "packages/shell"],
  },
});
