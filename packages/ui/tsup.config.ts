import { defineConfig } from "tsup";

export default defineConfig({
  // One output module per source module (index.js only re-exports them), so a consumer's bundler can put
  // each component (and its Radix primitive) in the chunk that uses it: the shell's on-demand chunks keep
  // Dialog, Popover, Tabs, ScrollArea, Tooltip, DropdownMenu and the Toaster out of the initial JS, while
  // `toast()` stays cheap. A single-file dist would be all or nothing.
  entry: ["src/index.ts", "src/**/*.{ts,tsx}", "!src/**/*.{test,stories}.{ts,tsx}"],
  splitting: true,
  // The project tsconfig is composite (for tsc -b), which the dts bundler cannot use.
  tsconfig: "tsconfig.build.json",
  format: ["esm"],
  dts: { entry: "src/index.ts" },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime"],
});
