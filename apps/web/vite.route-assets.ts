import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";
import {
  FRAME_PAGE_MODULE,
  PAGE_DATA,
  PAGE_MODULES,
  PRERENDERED_PATHS,
  PROTECTED_PATHS,
  PUBLIC_PAGE_MODULES,
  REDIRECT_PATHS,
} from "./src/client/route-paths";
import { ROUTE_ASSETS_FILE, type RouteAssetEntry } from "./src/shared/route-assets";

/**
 * Writes, for every client route, the chunks its first render needs beyond the entry (the shell or the public
 * help button, the page, and what they import statically). Without this the browser only learns of them once
 * the entry has run: a second round trip of the mobile preset's 150 ms, plus transfer, before any content.
 */
export function routeAssets(): Plugin {
  let srcDir = "";
  return {
    name: "propledger:route-assets",
    apply: "build",
    configResolved(config) {
      srcDir = path.join(config.root, "src/client");
    },
    generateBundle(options, bundle) {
      if (options.format !== "es" || this.environment?.name === "ssr") return;
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]));
      const chunkOf = (module: string) => {
        const chunk = byModule.get(path.join(srcDir, `${module}.tsx`));
        if (!chunk) throw new Error(`route-assets: no chunk for ${module}`);
        return chunk;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error("route-assets: no entry chunk");
      const inEntry = closure(bundle, [entry]);
      const scriptsFor = (modules: string[]) =>
        [...closure(bundle, modules.map(chunkOf))].filter((f) => !inEntry.has(f)).map((f) => `/${f}`);

      const routes: RouteAssetEntry[] = [
        ...PROTECTED_PATHS.map((route) => ({
          path: route,
          protected: true,
          scripts: scriptsFor(["shell/ProtectedApp", PAGE_MODULES[route] ?? FRAME_PAGE_MODULE]),
          data: PAGE_DATA[route] ?? [],
        })),
        ...Object.entries(PUBLIC_PAGE_MODULES).map(([route, module]) => ({
          path: route,
          protected: false,
          // A prerendered page paints from the HTML alone; announcing its code early would only compete with
          // the stylesheet and font for the first paint's bandwidth.
          scripts: (PRERENDERED_PATHS as readonly string[]).includes(route)
            ? []
            : scriptsFor(["shell/PublicHelp", module]),
          data: [],
        })),
        ...REDIRECT_PATHS.map((route) => ({ path: route, protected: false, scripts: [], data: [] })),
      ];
      // The loader the server uses on pages that paint from the HTML (src/client/after-paint.js).
      const afterPaintSource = readFileSync(path.join(srcDir, "after-paint.js"), "utf8");
      const afterPaint = `assets/after-paint-${createHash("sha256").update(afterPaintSource).digest("hex").slice(0, 10)}.js`;
      this.emitFile({ type: "asset", fileName: afterPaint, source: afterPaintSource });
      this.emitFile({
        type: "asset",
        fileName: ROUTE_ASSETS_FILE,
        source: JSON.stringify({ routes, afterPaint: `/${afterPaint}` }),
      });
    },
  };
}

/** The files of these chunks and of everything they import statically. */
function closure(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const chunk = bundle[file];
    if (chunk?.type !== "chunk") return;
    seen.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of start) visit(chunk.fileName);
  return seen;
}
