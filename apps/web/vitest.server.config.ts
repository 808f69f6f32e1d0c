import { defineConfig } from "vitest/config";

// Server integration tests: real Fastify instances against PGlite (default) or PostgreSQL
// (TEST_DATABASE_URL). Run through scripts/test-server.mjs, which does both.
export default defineConfig({
  test: {
    name: "server",
    root: import.meta.dirname,
    environment: "node",
    include: ["src/server/**/*.test.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
