import { type ClassValue, clsx } from "clsx";

/*
 * A small last-wins merge for Tailwind utilities, replacing tailwind-merge (27 KB minified) in `cn`. It
 * knows the class groups our components and their callers override (spacing, sizing, inset, flex/grid,
 * typography, colours, borders, rings, radius, shadows, overflow, motion…) and follows tailwind-merge's
 * rules for them: a later class removes an earlier one of the same group under the same variants
 * (`hover:`, `sm:`, `data-[…]:`, `!`), and a shorthand removes the longhands it covers (`p-0` drops an
 * earlier `px-2`, `size-10` drops `h-9`, `text-sm` drops `leading-none`). Classes it does not know are kept.
 * packages/ui/src/lib/cn.test.ts checks it against tailwind-merge on every class string in the repository.
 */

const SIZES = /^(xs|sm|base|md|lg|xl|\dxl|none|full|inner)$/;
const NUMBER = /^\d+(\.\d+)?$/;
const LENGTH =
  /^\[(-?[\d.]+(px|r?em|%|vh|vw|svh|dvh|lvh|ch|ex|pt)?|calc\(.*|clamp\(.*|min\(.*|max\(.*|length:.*)\]$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const ALIGN = /^(left|center|right|justify|start|end)$/;
const SIDES = ["x", "y", "s", "e", "t", "r", "b", "l"] as const;

/** Prefix → group, tried longest first. Value-dependent prefixes (text, border, ring…) are handled below. */
const PREFIXES: Record<string, string> = {};
for (const g of [
  "p",
  "px",
  "py",
  "ps",
  "pe",
  "pt",
  "pr",
  "pb",
  "pl",
  "m",
  "mx",
  "my",
  "ms",
  "me",
  "mt",
  "mr",
  "mb",
  "ml",
  "w",
  "h",
  "size",
  "min-w",
  "min-h",
  "max-w",
  "max-h",
  "inset",
  "inset-x",
  "inset-y",
  "top",
  "right",
  "bottom",
  "left",
  "start",
  "end",
  "z",
  "gap",
  "gap-x",
  "gap-y",
  "space-x",
  "space-y",
  "basis",
  "order",
  "grid-cols",
  "grid-rows",
  "col",
  "col-span",
  "col-start",
  "col-end",
  "row",
  "row-span",
  "row-start",
  "row-end",
  "auto-cols",
  "auto-rows",
  "items",
  "justify",
  "justify-items",
  "justify-self",
  "self",
  "place-items",
  "place-content",
  "place-self",
  "leading",
  "tracking",
  "whitespace",
  "break",
  "line-clamp",
  "indent",
  "align",
  "list",
  "underline-offset",
  "decoration",
  "opacity",
  "cursor",
  "pointer-events",
  "select",
  "resize",
  "overflow",
  "overflow-x",
  "overflow-y",
  "overscroll",
  "object",
  "aspect",
  "columns",
  "animate",
  "transition",
  "duration",
  "ease",
  "delay",
  "origin",
  "scale",
  "scale-x",
  "scale-y",
  "rotate",
  "translate-x",
  "translate-y",
  "skew-x",
  "skew-y",
  "fill",
  "blur",
  "backdrop-blur",
  "scroll-m",
  "scroll-p",
  "will-change",
  "accent",
  "caret",
  "mix-blend",
  "bg-blend",
])
  PREFIXES[g] = g;
const PREFIX_LIST = Object.keys(PREFIXES).sort((a, b) => b.length - a.length);
/** Spacing and sizing groups only take lengths (`start-2`, `w-3/4`, `max-w-sm`), not words (`start-title`). */
const SPACED =
  /^-?(p|m)[xysetrbl]?$|^(inset(-[xy])?|top|right|bottom|left|start|end|gap(-[xy])?|w|h|size|(min|max)-[wh]|basis|space-[xy]|translate-[xy])$/;
const SPACE_VALUE =
  /^(\d|\[|\(|px$|auto$|full$|fit$|min$|max$|screen$|[dsl]v[hw]$|lh$|none$|prose$|xs$|sm$|md$|lg$|\d?xl$)/;

const EXACT: Record<string, string> = {};
const setExact = (group: string, names: string) => {
  for (const name of names.split(" ")) EXACT[name] = group;
};
setExact(
  "display",
  "block inline-block inline flex inline-flex grid inline-grid hidden contents flow-root table table-row table-cell list-item",
);
setExact("position", "static fixed absolute relative sticky");
setExact("visibility", "visible invisible collapse");
setExact("sr", "sr-only not-sr-only");
setExact("flex-direction", "flex-row flex-row-reverse flex-col flex-col-reverse");
setExact("flex-wrap", "flex-wrap flex-wrap-reverse flex-nowrap");
setExact("flex", "flex-1 flex-auto flex-initial flex-none");
setExact("shrink", "shrink shrink-0");
setExact("grow", "grow grow-0");
setExact("text-overflow", "truncate text-ellipsis text-clip");
setExact("text-wrap", "text-wrap text-nowrap text-balance text-pretty");
setExact("font-style", "italic not-italic");
setExact("text-decoration", "underline overline line-through no-underline");
setExact("text-transform", "uppercase lowercase capitalize normal-case");
setExact("font-variant-numeric", "tabular-nums proportional-nums lining-nums oldstyle-nums normal-nums");
setExact(
  "transition",
  "transition transition-all transition-colors transition-opacity transition-shadow transition-transform transition-none",
);
setExact("outline-style", "outline-none outline-hidden outline outline-dashed outline-dotted outline-double");
setExact("border-style", "border-solid border-dashed border-dotted border-double border-hidden border-none");
setExact("ring-inset", "ring-inset");
setExact("isolation", "isolate isolation-auto");
setExact("box-sizing", "box-border box-content");
setExact("touch", "touch-auto touch-none touch-manipulation");
setExact("antialiasing", "antialiased subpixel-antialiased");

/** A later class of the key group removes earlier classes of these groups. */
const CONFLICTS: Record<string, string[]> = {
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["ps", "pe", "pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["ms", "me", "mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  flex: ["basis", "grow", "shrink"],
  overflow: ["overflow-x", "overflow-y"],
  "font-size": ["leading"],
  "grid-cols": ["col"],
  rounded: [
    "rounded-s",
    "rounded-e",
    "rounded-t",
    "rounded-r",
    "rounded-b",
    "rounded-l",
    "rounded-ss",
    "rounded-se",
    "rounded-ee",
    "rounded-es",
    "rounded-tl",
    "rounded-tr",
    "rounded-br",
    "rounded-bl",
  ],
  "border-w": SIDES.map((s) => `border-w-${s}`),
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": SIDES.map((s) => `border-color-${s}`),
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
};

const isColorlessArbitrary = (value: string) => LENGTH.test(value);

/** The group of a utility (without variants, `!` or `-`), or undefined for classes we do not merge. */
function groupOf(utility: string): string | undefined {
  const exact = EXACT[utility];
  if (exact) return exact;
  if (utility.startsWith("[") && utility.includes(":"))
    return `arbitrary:${utility.slice(1, utility.indexOf(":"))}`;
  const dash = utility.indexOf("-");
  const head = dash < 0 ? utility : utility.slice(0, dash);
  const value = dash < 0 ? "" : utility.slice(dash + 1);
  switch (head) {
    case "animate":
      // Like tailwind-merge, only Tailwind's own animations merge; project keyframes (animate-pop-in) do not.
      return /^(spin|ping|pulse|bounce|none|\[.*\]|\(.*\))$/.test(value) ? "animate" : undefined;
    case "text":
      if (!value) return undefined;
      if (ALIGN.test(value)) return "text-align";
      return SIZES.test(value) || isColorlessArbitrary(value) ? "font-size" : "text-color";
    case "font":
      if (!value) return undefined;
      return FONT_WEIGHTS.test(value) || NUMBER.test(value) ? "font-weight" : "font-family";
    case "bg":
      if (!value) return undefined;
      return /^(cover|contain|auto|center|top|bottom|left|right|repeat|no-repeat|fixed|local|scroll|none|linear|radial|conic|clip|origin)/.test(
        value,
      )
        ? `bg-${value.split("-")[0]}`
        : "bg-color";
    case "border": {
      // border, border-2, border-x, border-s-2 → width; border-border, border-s-transparent → colour.
      const side = /^([xysetrbl])(-|$)/.exec(value)?.[1];
      const rest = side ? value.slice(2) : value;
      const suffix = side ? `-${side}` : "";
      if (rest === "" || NUMBER.test(rest) || isColorlessArbitrary(rest)) return `border-w${suffix}`;
      return `border-color${suffix}`;
    }
    case "rounded": {
      const corner = /^(ss|se|ee|es|tl|tr|br|bl|s|e|t|r|b|l)(-|$)/.exec(value)?.[1];
      return corner ? `rounded-${corner}` : "rounded";
    }
    case "ring":
      if (value.startsWith("offset-")) {
        const offset = value.slice(7);
        return NUMBER.test(offset) || isColorlessArbitrary(offset) ? "ring-offset-w" : "ring-offset-color";
      }
      return value === "" || NUMBER.test(value) || isColorlessArbitrary(value) ? "ring-w" : "ring-color";
    case "outline":
      if (value.startsWith("offset-")) return "outline-offset";
      return NUMBER.test(value) || isColorlessArbitrary(value) ? "outline-w" : "outline-color";
    case "shadow":
      return value === "" || SIZES.test(value) ? "shadow" : "shadow-color";
    case "stroke":
      return NUMBER.test(value) || isColorlessArbitrary(value) ? "stroke-w" : "stroke";
    case "divide":
      if (/^[xy](-|$)/.test(value)) return `divide-${value[0]}`;
      return value ? "divide-color" : undefined;
    case "content":
      return /^(normal|start|end|center|between|around|evenly|stretch|baseline|\[.*\]|\(.*\))$/.test(value)
        ? "content"
        : undefined;
    case "translate":
      if (value === "none") return "translate";
  }
  for (const prefix of PREFIX_LIST) {
    if (!utility.startsWith(`${prefix}-`)) continue;
    return SPACED.test(prefix) && !SPACE_VALUE.test(utility.slice(prefix.length + 1))
      ? undefined
      : PREFIXES[prefix];
  }
  return undefined;
}

/** Splits `md:hover:!-mt-2` into its variant key (`md:hover:!`) and utility (`mt-2`). */
function parse(className: string): [string, string] {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) start = i + 1;
  }
  let variants = className.slice(0, start);
  let utility = className.slice(start);
  if (utility.startsWith("!") || utility.endsWith("!")) {
    variants += "!";
    utility = utility.startsWith("!") ? utility.slice(1) : utility.slice(0, -1);
  }
  if (utility.startsWith("-")) utility = utility.slice(1);
  return [variants, utility];
}

/** Tailwind-aware join: later utilities win over earlier ones of the same group and variants. */
export function mergeClasses(classes: string): string {
  const list = classes.split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    const className = list[i]!;
    if (!className) continue;
    const [variants, utility] = parse(className);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    if (taken.has(variants + group)) continue;
    taken.add(variants + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(variants + other);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}

/** Joins class names and lets later Tailwind utilities override earlier ones (`cn("px-2", "px-4")` → `"px-4"`). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
