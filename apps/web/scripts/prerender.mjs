// After `vite build` (client) and `vite build --ssr src/client/prerender.tsx` (into dist/prerender): renders
// the public pages to HTML and writes them where the server looks for them (.vite/prerendered.json in the
// built client). The server puts each into index.html's #root for its path.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = process.env.CLIENT_DIR
  ? path.resolve(process.env.CLIENT_DIR)
  : path.join(root, "dist/client");
const ssrDir = path.join(root, "dist/prerender");
const { render, renderFrame, PRERENDERED_PATHS, FRAMED_PATHS } = await import(
  pathToFileURL(path.join(ssrDir, "prerender.js")).href
);
const pages = {};
for (const route of PRERENDERED_PATHS) pages[route] = await render(route);
const frames = {};
for (const route of FRAMED_PATHS) frames[route] = renderFrame(route);
mkdirSync(path.join(clientDir, ".vite"), { recursive: true });
writeFileSync(path.join(clientDir, ".vite/prerendered.json"), JSON.stringify({ pages, frames })); // PRERENDERED_FILE
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(pages).join(", ")} and ${Object.keys(frames).length} page frames`);
