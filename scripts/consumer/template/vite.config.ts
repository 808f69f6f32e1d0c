import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The manifest lets scripts/consumer-test.mjs tell the initial JS (entry + static imports) from the
// chunks loaded on demand.
export default defineConfig({ plugins: [react()], build: { manifest: true } });
