// Builds dist/styles.css: Tailwind (scanning ui AND shell sources, so the shell's classes ship too),
// the design tokens and the Inter variable font, with font files copied to dist/fonts.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(pkgDir, "dist");
const require = createRequire(import.meta.url);
const tailwind = require.resolve("@tailwindcss/cli/package.json");
const cli = join(dirname(tailwind), "dist", "index.mjs");

const tmp = join(pkgDir, "node_modules", ".cache", "build-css");
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
mkdirSync(dist, { recursive: true });

const rel = (p) => relative(tmp, p).split("\\").join("/");
// source(none): only the packages' own sources are scanned, never the host app or node_modules.
const entry = join(tmp, "entry.css");
writeFileSync(
  entry,
  [
    '@import "tailwindcss" source(none);',
    `@import "${rel(join(pkgDir, "src", "theme.css"))}";`,
    `@source "${rel(join(pkgDir, "src"))}";`,
    `@source "${rel(join(pkgDir, "..", "shell", "src"))}";`,
    `@source not "${rel(join(pkgDir, "src"))}/**/*.{stories,test}.tsx";`,
    `@source not "${rel(join(pkgDir, "..", "shell", "src"))}/**/*.{stories,test}.tsx";`,
    "",
  ].join("\n"),
);

const out = join(dist, "styles.css");
execFileSync(process.execPath, [cli, "-i", entry, "-o", out, "--minify"], { cwd: pkgDir, stdio: "inherit" });

// Copy the font files the css references and point url()s at ./fonts/ so the file works from
// node_modules/@propledger/ui/dist/styles.css whatever the consumer's bundler does.
const fontDir = join(dist, "fonts");
rmSync(fontDir, { recursive: true, force: true });
mkdirSync(fontDir, { recursive: true });
const interFiles = join(dirname(require.resolve("@fontsource-variable/inter/package.json")), "files");
let css = readFileSync(out, "utf8");
const copied = new Set();
css = css.replace(/url\((['"]?)([^'")]*?([\w.-]+\.woff2?))\1\)/g, (_m, _q, _path, file) => {
  if (!copied.has(file)) {
    copyFileSync(join(interFiles, file), join(fontDir, file));
    copied.add(file);
  }
  return `url(./fonts/${file})`;
});
writeFileSync(out, css);

if (copied.size === 0)
  throw new Error("build-css: no font files referenced; is @fontsource-variable/inter imported?");
for (const token of ["--background", "--sidebar", ".dark", ".high-contrast", "Inter Variable"]) {
  if (!css.includes(token)) throw new Error(`build-css: ${token} missing from dist/styles.css`);
}
console.log(`build-css: ${basename(out)} ${(css.length / 1024).toFixed(1)} KB, ${copied.size} font files`);
