// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Parses the token blocks of theme.css so the contrast guarantee is checked against the real values.
const css = readFileSync(new URL("./theme.css", import.meta.url), "utf8");

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`missing ${selector}`);
  const body = css.slice(start, css.indexOf("}", start));
  const vars: Record<string, string> = {};
  for (const m of body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)) vars[m[1]!] = m[2]!;
  return vars;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const light = block(":root");
const themes = {
  light,
  dark: { ...light, ...block(".dark") },
  "high-contrast": { ...light, ...block(".high-contrast") },
  "dark high-contrast": { ...light, ...block(".dark"), ...block(".dark.high-contrast") },
};

// [text, background] pairs the components render.
const pairs: [string, string][] = [
  ["foreground", "background"],
  ["muted-foreground", "background"],
  ["muted-foreground", "muted"],
  ["muted-foreground", "card"],
  ["muted-foreground", "popover"],
  ["foreground", "muted"],
  ["card-foreground", "card"],
  ["popover-foreground", "popover"],
  ["primary-foreground", "primary"],
  ["primary", "background"],
  ["primary", "card"],
  ["secondary-foreground", "secondary"],
  ["accent-foreground", "accent"],
  ["destructive-foreground", "destructive"],
  ["destructive", "background"],
  ["destructive", "card"],
  ["success-foreground", "success"],
  ["success", "background"],
  ["warning-foreground", "warning"],
  ["warning", "background"],
  ["info-foreground", "info"],
  ["info", "background"],
  ["sidebar-foreground", "sidebar"],
  ["sidebar-accent-foreground", "sidebar-accent"],
  ["sidebar-primary-foreground", "sidebar-primary"],
  ["sidebar-primary", "sidebar"],
];

describe("design tokens", () => {
  for (const [name, vars] of Object.entries(themes)) {
    const min = name.includes("high-contrast") ? 7 : 4.5;
    it.each(pairs)(`${name}: %s on %s ≥ ${min}:1`, (fg, bg) => {
      expect(vars[fg], fg).toBeDefined();
      expect(vars[bg], bg).toBeDefined();
      expect(contrast(vars[fg]!, vars[bg]!)).toBeGreaterThanOrEqual(min);
    });
    // Form-control borders are non-text UI (WCAG 1.4.11): ≥ 3:1.
    it(`${name}: input border ≥ 3:1`, () => {
      expect(contrast(vars.input!, vars.background!)).toBeGreaterThanOrEqual(3);
    });
  }
});
