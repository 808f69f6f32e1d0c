import { defineConfig } from "tsup";

export default defineConfig({
  // One output module per source module (index.js re-exports them), so a consumer's bundler sees the same
  // module graph as the source: what only the on-demand chunks use (the HTTP client, menus, dialogs) stays
  // out of the initial JS instead of riding along in one big shared file.
  entry: ["src/index.ts", "src/**/*.{ts,tsx}", "!src/**/*.{test,stories}.{ts,tsx}", "!src/test/**"],
  // The project tsconfig is composite (for tsc -b), which the dts bundler cannot use.
  tsconfig: "tsconfig.build.json",
  format: ["esm"],
  // One declaration file per public entry: the main one and the React-free "./theme-init" and "./demo-user"
  // subpaths.
  dts: { entry: ["src/index.ts", "src/theme-init.ts", "src/demo-user.ts"] },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: "es2022",
  // ESM chunks: what AppShell loads on demand (Help Center, notification panel, results card, dialogs)
  // is imported with import(), so a consumer's bundler keeps it out of the initial JS.
  splitting: true,
  // The host brings these; bundling them would duplicate React or the query cache.
  external: [
    "react",
    "react-dom",
    "react/jsx-runtime",
    "@tanstack/react-query",
    "@propledger/ui",
    "lucide-react",
  ],
});
