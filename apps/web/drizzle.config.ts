import { defineConfig } from "drizzle-kit";

// Migrations are generated from the one schema module and applied by the server at start-up
// (src/server/db/client.ts), so `drizzle-kit generate` is the only command anyone needs.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
});
