// After `vite build` (client) and `vite build --ssr src/client/prerender.tsx` (into the client build's
// .vite/ssr, never served): renders the public pages and the page frames to HTML and writes them where the
// server looks for them (.vite/prerendered.json). The server keeps using .vite/ssr for pages it renders with
// data at request time.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = process.env.CLIENT_DIR
  ? path.resolve(process.env.CLIENT_DIR)
  : path.join(root, "dist/client");
const ssrDir = path.join(clientDir, ".vite/ssr");
const { render, renderFrame, PRERENDERED_PATHS, FRAMED_PATHS } = await import(
  pathToFileURL(path.join(ssrDir, "prerender.js")).href
);
const pages = {};
for (const route of PRERENDERED_PATHS) pages[route] = await render(route);
const frames = {};
for (const route of FRAMED_PATHS) frames[route] = renderFrame(route);
mkdirSync(path.join(clientDir, ".vite"), { recursive: true });
writeFileSync(path.join(clientDir, ".vite/prerendered.json"), JSON.stringify({ pages, frames })); // PRERENDERED_FILE
console.log(`prerendered ${Object.keys(pages).join(", ")} and ${Object.keys(frames).length} page frames`);
