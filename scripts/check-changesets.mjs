// Part of `npm run lint`: every changeset must parse, or `changeset version` stops at release time. (Biome's
// Markdown formatter once turned their front matter into headings; .changeset/*.md is now outside Biome.)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(import.meta.dirname, "../.changeset");
// The format @changesets/parse reads: YAML front matter of `"package": bump` lines, then the description.
const CHANGESET = /^---\n(?:"@propledger\/(?:ui|shell)": (?:major|minor|patch)\n)+---\n\n\S/;
let failed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".md") && f !== "README.md")) {
  if (CHANGESET.test(readFileSync(path.join(dir, file), "utf8"))) continue;
  failed++;
  console.error(
    `.changeset/${file}: expected front matter of "@propledger/ui|shell": major|minor|patch lines, then a description`,
  );
}
if (failed) process.exit(1);
console.log("changesets: all parse");
