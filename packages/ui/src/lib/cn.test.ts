import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn, mergeClasses } from "./cn";

// Every class string in the repository's components and client pages: ui's own recipes (the classes a
// caller's `className` can override) and every string a caller may pass.
const root = path.resolve(import.meta.dirname, "../../../..");
function sources(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) out = out.concat(sources(file));
    else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && name !== "cn.ts")
      out.push(file);
  }
  return out;
}
const CLASS = /^[a-z0-9\-:[\]()/.!_&=>*'%#,@+]+$/i;
function classStrings(dirs: string[]): string[] {
  const found = new Set<string>();
  for (const dir of dirs) {
    for (const file of sources(path.join(root, dir))) {
      for (const [, text] of readFileSync(file, "utf8").matchAll(/"([^"\n]*)"|`([^`$\n]*)`/g)) {
        const tokens = (text ?? "").trim().split(/\s+/);
        if (tokens.length && tokens.every((t) => CLASS.test(t)) && tokens.some((t) => t.includes("-")))
          found.add(tokens.join(" "));
      }
    }
  }
  return [...found];
}

describe("cn", () => {
  it("joins conditionally and lets later utilities win", () => {
    expect(cn("px-2", false && "hidden", "px-4")).toBe("px-4");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("h-9 px-4", "size-10")).toBe("px-4 size-10");
    expect(cn("text-sm text-muted-foreground", "text-primary")).toBe("text-sm text-primary");
    expect(cn("text-lg leading-none font-semibold", "text-base")).toBe("font-semibold text-base");
    expect(cn("border border-border", "border-b-0 border-current")).toBe("border border-b-0 border-current");
    expect(cn("hover:bg-accent bg-muted", "hover:bg-muted")).toBe("bg-muted hover:bg-muted");
    expect(cn("[.enhanced-icons_&]:size-6 size-5", "[.enhanced-icons_&]:size-4")).toBe(
      "size-5 [.enhanced-icons_&]:size-4",
    );
    expect(cn("-translate-y-1/2", "translate-y-0")).toBe("translate-y-0");
    expect(cn("my-custom", "group", "my-custom")).toBe("my-custom group my-custom");
  });

  it("merges exactly like tailwind-merge for every class string a component or page uses", () => {
    const bases = classStrings(["packages/ui/src", "packages/shell/src"]);
    const all = classStrings(["packages/ui/src", "packages/shell/src", "apps/web/src/client"]);
    expect(bases.length).toBeGreaterThan(50);
    const differences: string[] = [];
    for (const base of bases) {
      for (const override of all) {
        const input = `${base} ${override}`;
        const ours = mergeClasses(input);
        const theirs = twMerge(input);
        if (ours !== theirs) differences.push(`${input}\n  ours:   ${ours}\n  theirs: ${theirs}`);
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
    // Every pair of class strings in the repo (tens of thousands of merges): seconds on a busy 2-core machine.
  }, 60_000);
});
