import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  // The project tsconfig is composite (for tsc -b), which the dts bundler cannot use.
  tsconfig: "tsconfig.build.json",
  format: ["esm"],
  dts: true,
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
