import { themeInitScript } from "@propledger/shell/theme-init";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * The pre-paint script from the React-free subpath, inline at the top of <head>: the stored theme and
 * accessibility classes are on <html> before the stylesheet, the first paint and React.
 */
function themeInit(): Plugin {
  return {
    name: "consumer:theme-init",
    transformIndexHtml: () => [{ tag: "script", children: themeInitScript, injectTo: "head-prepend" }],
  };
}

// The manifest lets scripts/consumer-test.mjs tell the initial JS (entry + static imports) from the
// chunks loaded on demand.
export default defineConfig({ plugins: [themeInit(), react()], build: { manifest: true } });
