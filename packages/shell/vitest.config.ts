import react from "@vitejs/plugin-react";
import { defaultClientConditions } from "vite";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  test: {
    name: "shell",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["../../vitest.setup.ts"],
    css: false,
  },
});
