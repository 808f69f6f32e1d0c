import { createHash } from "node:crypto";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from "vite";
import { themeInitScript } from "../../packages/shell/src/Theme/themeInitScript";
// The pre-paint script is plain TypeScript without React; importing its source keeps the config free of a
// built @propledger/shell (the "source" condition only applies to the client bundle, not to this file).
import { routeAssets } from "./vite.route-assets";

const clientOutDir = process.env.CLIENT_DIR
  ? path.resolve(process.env.CLIENT_DIR)
  : path.join(import.meta.dirname, "dist/client");

const API_TARGET = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 5000}`;

/**
 * Applies the stored theme and accessibility classes before the first paint. The server's CSP forbids inline
 * scripts, so the script ships as a tiny content-hashed file loaded synchronously at the top of <head>
 * (parser-blocking on purpose: no flash of the wrong theme, no layout shift). Also preloads the Latin
 * subset of the bundled Inter font so text never re-flows when it arrives.
 */
function prePaint(): Plugin {
  const source = `${themeInitScript}\n`;
  const fileName = `assets/theme-init-${createHash("sha256").update(source).digest("hex").slice(0, 10)}.js`;
  let base = "/";
  return {
    name: "propledger:pre-paint",
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== `${base}${fileName}`) return next();
        res.setHeader("content-type", "text/javascript");
        res.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName, source });
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const tags: import("vite").HtmlTagDescriptor[] = [
          { tag: "script", attrs: { src: `${base}${fileName}` }, injectTo: "head-prepend" },
        ];
        const font = Object.keys(ctx.bundle ?? {}).find((name) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (font) {
          tags.push({
            tag: "link",
            attrs: {
              rel: "preload",
              href: `${base}${font}`,
              as: "font",
              type: "font/woff2",
              crossorigin: "",
            },
            injectTo: "head",
          });
        }
        return tags;
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), prePaint(), routeAssets()],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  // The render bundle (src/client/prerender.tsx; used at build time and by the server) bundles every
  // dependency, the workspace packages from source like the client, so both draw the same markup and a build
  // in a CLIENT_DIR outside the repo still finds React.
  ssr: {
    noExternal: true,
    resolve: { conditions: ["source", ...defaultServerConditions] },
  },
  build: {
    // CLIENT_DIR (also read by the server) lets a second build live beside the default one. The server-side
    // render bundle (--ssr) goes inside it, in .vite/ssr, which the server reads and never serves.
    outDir: isSsrBuild ? path.join(clientOutDir, ".vite/ssr") : clientOutDir,
    emptyOutDir: true,
    target: "es2022",
    // The font and icons are small; inlining them as data URLs would only bloat the CSS.
    assetsInlineLimit: 0,
    // Chunks under 16 KB shared by a few importers are inlined into them: the dashboard needs 14 files
    // instead of 55. Over HTTP/1.1 (six connections) every extra file costs a round trip on a slow network.
    // The build-time render (--ssr) keeps its entry's exports.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
        },
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": { target: API_TARGET, changeOrigin: false } },
  },
  preview: { port: 4173 },
}));
