// Docs-page blocks for the Foundations section: they read the design tokens from the CSS custom properties
// of packages/ui/src/theme.css as the browser resolves them, so the pages cannot drift from the theme.
import {
  Bell,
  Building2,
  CircleAlert,
  CircleCheck,
  CircleHelp,
  Info,
  LogOut,
  Mail,
  Menu,
  PanelLeftClose,
  PlusIcon,
  Search,
  Settings,
  Sparkles,
  Trash2,
  TriangleAlert,
  User,
  XIcon,
} from "lucide-react";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";

const THEMES = [
  { name: "Light", className: "" },
  { name: "Dark", className: "dark" },
  { name: "High contrast", className: "high-contrast" },
  { name: "High contrast, dark", className: "dark high-contrast" },
] as const;

/** Surfaces and their text token; text must reach 4.5:1 (7:1 in high contrast). */
const PAIRS: [surface: string, text: string][] = [
  ["background", "foreground"],
  ["background", "muted-foreground"],
  ["card", "card-foreground"],
  ["popover", "popover-foreground"],
  ["primary", "primary-foreground"],
  ["secondary", "secondary-foreground"],
  ["muted", "muted-foreground"],
  ["accent", "accent-foreground"],
  ["destructive", "destructive-foreground"],
  ["success", "success-foreground"],
  ["warning", "warning-foreground"],
  ["info", "info-foreground"],
  ["sidebar", "sidebar-foreground"],
  ["sidebar-primary", "sidebar-primary-foreground"],
  ["sidebar-accent", "sidebar-accent-foreground"],
];
/** Non-text tokens; WCAG asks 3:1 against the background for borders of controls and focus rings. */
const UI_TOKENS = ["input", "ring", "border", "sidebar-border", "sidebar-ring"];

function channel(hex: string, at: number): number {
  const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of a #rrggbb colour (the theme writes every colour that way). */
function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  return 0.2126 * channel(full, 1) + 0.7152 * channel(full, 3) + 0.0722 * channel(full, 5);
}

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Reads custom properties as resolved inside an element carrying the theme's classes. */
function useTokens(className: string, names: string[]): [Record<string, string>, ReactNode] {
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const key = names.join(",");
  useLayoutEffect(() => {
    if (!ref.current) return;
    const style = getComputedStyle(ref.current);
    setValues(Object.fromEntries(key.split(",").map((n) => [n, style.getPropertyValue(`--${n}`).trim()])));
  }, [key]);
  return [values, <div key="probe" ref={ref} className={className} hidden />];
}

const cell = { padding: "6px 10px", borderBottom: "1px solid #e2e8f0", textAlign: "left" } as const;

function Verdict({ ratio, min }: { ratio: number; min: number }) {
  const ok = ratio >= min;
  return (
    <span style={{ fontWeight: 600, color: ok ? "#15803d" : "#b91c1c" }}>
      {ratio.toFixed(2)}:1 {ok ? "pass" : `below ${min}:1`}
    </span>
  );
}

/** A surface with its text token, and their contrast against the text minimum. */
function TextPairRow({
  surface,
  text,
  tokens,
  textMin,
}: {
  surface: string;
  text: string;
  tokens: Record<string, string>;
  textMin: number;
}) {
  const bg = tokens[surface] ?? "";
  const fg = tokens[text] ?? "";
  return (
    <tr>
      <td style={cell}>
        <span
          style={{
            display: "inline-block",
            padding: "4px 12px",
            borderRadius: 6,
            background: bg,
            color: fg,
            border: `1px solid ${tokens.border}`,
          }}
        >
          Rent due
        </span>
      </td>
      <td style={cell}>
        <code>--{surface}</code> {bg}
      </td>
      <td style={cell}>
        <code>--{text}</code> {fg}
      </td>
      <td style={cell}>
        <Verdict ratio={contrastRatio(bg, fg)} min={textMin} />
      </td>
    </tr>
  );
}

/** A non-text token against the background: controls' borders and focus rings need 3:1. */
function UiTokenRow({ token, tokens }: { token: string; tokens: Record<string, string> }) {
  const value = tokens[token] ?? "";
  const background = tokens.background ?? "";
  return (
    <tr>
      <td style={cell}>
        <span
          style={{
            display: "inline-block",
            width: 48,
            height: 24,
            borderRadius: 6,
            background,
            border: `3px solid ${value}`,
          }}
        />
      </td>
      <td style={cell}>
        <code>--background</code> {background}
      </td>
      <td style={cell}>
        <code>--{token}</code> {value} (non-text)
      </td>
      <td style={cell}>
        {token.endsWith("border") ? (
          <span>{contrastRatio(background, value).toFixed(2)}:1 decorative, no minimum</span>
        ) : (
          <Verdict ratio={contrastRatio(background, value)} min={3} />
        )}
      </td>
    </tr>
  );
}

function ThemeTable({ name, className }: { name: string; className: string }) {
  const names = [...new Set([...PAIRS.flat(), ...UI_TOKENS])];
  const [tokens, probe] = useTokens(className, names);
  const highContrast = className.includes("high-contrast");
  const textMin = highContrast ? 7 : 4.5;
  const ready = Boolean(tokens.background);
  return (
    <section style={{ marginBottom: 32 }}>
      {probe}
      <h3>{name}</h3>
      {ready && (
        <table style={{ borderCollapse: "collapse", width: "100%", fontSize: 14 }}>
          <thead>
            <tr>
              <th style={cell}>Sample</th>
              <th style={cell}>Surface token</th>
              <th style={cell}>Text token</th>
              <th style={cell}>Contrast (needs {textMin}:1)</th>
            </tr>
          </thead>
          <tbody>
            {PAIRS.map(([surface, text]) => (
              <TextPairRow
                key={`${surface}/${text}`}
                surface={surface}
                text={text}
                tokens={tokens}
                textMin={textMin}
              />
            ))}
            {UI_TOKENS.map((token) => (
              <UiTokenRow key={token} token={token} tokens={tokens} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Every colour token in each theme, with the contrast of each text/surface pair. */
export function ColorTokens() {
  return (
    <>
      {THEMES.map((t) => (
        <ThemeTable key={t.name} name={t.name} className={t.className} />
      ))}
    </>
  );
}

const TEXT_STEPS = ["xs", "sm", "base", "lg", "xl", "2xl"];

/** Tailwind's type scale as the build emits it (`--text-*`), with where PropLedger uses each step. */
export function TypeScale({ uses }: { uses: Record<string, string> }) {
  const [tokens, probe] = useTokens(
    "",
    TEXT_STEPS.flatMap((s) => [`text-${s}`, `text-${s}--line-height`]),
  );
  return (
    <>
      {probe}
      <table style={{ borderCollapse: "collapse", width: "100%" }}>
        <tbody>
          {TEXT_STEPS.map((step) => (
            <tr key={step}>
              <td style={cell}>
                <code>text-{step}</code>
                <br />
                {tokens[`text-${step}`] || "not emitted"} / {tokens[`text-${step}--line-height`] || "–"}
              </td>
              <td style={{ ...cell, fontSize: `var(--text-${step})` }}>Maple Court, Unit 4B</td>
              <td style={{ ...cell, fontSize: 14 }}>{uses[step]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The spacing steps the components use: multiples of Tailwind's `--spacing`. */
export function SpacingScale({ steps }: { steps: number[] }) {
  const [tokens, probe] = useTokens("", ["spacing"]);
  return (
    <>
      {probe}
      <table style={{ borderCollapse: "collapse" }}>
        <tbody>
          {steps.map((n) => (
            <tr key={n}>
              <td style={cell}>
                <code>{n}</code> = {n} × {tokens.spacing || "--spacing"}
              </td>
              <td style={cell}>
                <span
                  style={{
                    display: "block",
                    height: 12,
                    width: `calc(var(--spacing) * ${n})`,
                    background: "var(--primary)",
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const RADII = [
  ["rounded-sm", "calc(var(--radius) - 4px)", "checkbox-sized marks, keyboard keys"],
  ["rounded-md", "calc(var(--radius) - 2px)", "buttons, inputs, menu items"],
  ["rounded-lg", "var(--radius)", "cards, dialogs, popovers"],
  ["rounded-xl", "calc(var(--radius) + 4px)", "large panels"],
  ["rounded-full", "9999px", "avatars, badges, switches"],
] as const;

/** The radius scale, derived from `--radius`. */
export function RadiusScale() {
  const [tokens, probe] = useTokens("", ["radius"]);
  return (
    <>
      {probe}
      <table style={{ borderCollapse: "collapse" }}>
        <tbody>
          {RADII.map(([name, value, use]) => (
            <tr key={name}>
              <td style={cell}>
                <code>{name}</code>
                <br />
                {value.replace("var(--radius)", `var(--radius) = ${tokens.radius ?? ""}`)}
              </td>
              <td style={cell}>
                <span
                  style={{
                    display: "block",
                    width: 64,
                    height: 40,
                    borderRadius: value,
                    border: "2px solid var(--foreground)",
                    background: "var(--muted)",
                  }}
                />
              </td>
              <td style={cell}>{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const ICONS = {
  Bell,
  Building2,
  CircleAlert,
  CircleCheck,
  CircleHelp,
  Info,
  LogOut,
  Mail,
  Menu,
  PanelLeftClose,
  PlusIcon,
  Search,
  Settings,
  Sparkles,
  Trash2,
  TriangleAlert,
  User,
  XIcon,
};

/** A sample of the lucide-react icons the library and shell use, at the sizes they use. */
export function IconSet() {
  return (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))", gap: 12 }}>
      {Object.entries(ICONS).map(([name, Icon]) => (
        <div
          key={name}
          style={{ display: "flex", alignItems: "center", gap: 8, padding: 8, border: "1px solid #e2e8f0" }}
        >
          <Icon aria-hidden="true" size={16} />
          <Icon aria-hidden="true" size={20} />
          <code style={{ fontSize: 12 }}>{name}</code>
        </div>
      ))}
    </div>
  );
}
