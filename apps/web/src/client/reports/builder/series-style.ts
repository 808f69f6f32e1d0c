// How the builder's chart tells its series apart: a colour, and for lines a dash pattern and a
// marker, so colour is never the only cue (WCAG 1.4.1). Each colour is a light/dark pair that keeps
// 3:1 against the card in both themes (WCAG 1.4.11); the pair is resolved by CSS light-dark(), which
// follows the color-scheme the theme provider sets on the document.

export interface SeriesColour {
  /** On the light card (#ffffff). */
  light: string;
  /** On the dark card (#0f172a). */
  dark: string;
}

/** Hand-picked, far apart in hue, at least 4.9:1 on white and 6.7:1 on the dark card. */
const PALETTE: readonly SeriesColour[] = [
  { light: "#1d4ed8", dark: "#60a5fa" },
  { light: "#c2410c", dark: "#fb923c" },
  { light: "#15803d", dark: "#4ade80" },
  { light: "#7e22ce", dark: "#c084fc" },
  { light: "#be185d", dark: "#f472b6" },
  { light: "#0e7490", dark: "#22d3ee" },
  { light: "#a16207", dark: "#facc15" },
  { light: "#475569", dark: "#94a3b8" },
];

const GOLDEN_ANGLE = 137.508;

/** OKLCH (lightness 0–1, chroma, hue in degrees) as #rrggbb, chroma lowered until it fits sRGB. */
function oklchHex(l: number, chroma: number, hue: number): string {
  const h = (hue * Math.PI) / 180;
  for (let c = chroma; ; c -= 0.005) {
    const a = Math.max(c, 0) * Math.cos(h);
    const b = Math.max(c, 0) * Math.sin(h);
    const l3 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
    const m3 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
    const s3 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
    const rgb = [
      4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
      -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
      -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
    ];
    if (c > 0 && rgb.some((v) => v < -1e-4 || v > 1 + 1e-4)) continue;
    return `#${rgb
      .map((v) => {
        const x = Math.min(Math.max(v, 0), 1);
        const encoded = x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
        return Math.round(encoded * 255)
          .toString(16)
          .padStart(2, "0");
      })
      .join("")}`;
  }
}

/**
 * The colour of series `i`: the palette first, then hues a golden angle apart (never repeating,
 * each far from the last few) at a fixed perceptual lightness that keeps the contrast.
 */
export function seriesColour(i: number): SeriesColour {
  const picked = PALETTE[i];
  if (picked) return picked;
  const hue = (20 + (i - PALETTE.length) * GOLDEN_ANGLE) % 360;
  return { light: oklchHex(0.5, 0.14, hue), dark: oklchHex(0.78, 0.12, hue) };
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const c = ((n >> shift) & 255) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two #rrggbb colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Solid first; every pattern stays recognisable at the chart's 2px stroke. */
const DASHES = ["", "8 4", "2 3", "12 4 2 4", "4 4 1 4"] as const;
/** Recharts' symbol names, also drawn in the legend. */
const MARKERS = ["circle", "square", "triangle", "diamond", "cross", "star", "wye"] as const;
type SeriesMarker = (typeof MARKERS)[number];

export interface SeriesStyle {
  /** A CSS colour for fill or stroke. */
  colour: string;
  /** SVG stroke-dasharray ("" for solid). */
  dash: string;
  marker: SeriesMarker;
}

/**
 * Series `i`'s look. Dash and marker both change with every series; as 5 and 7 share no factor,
 * no two of the first 35 series share the pair.
 */
export function seriesStyle(i: number): SeriesStyle {
  const { light, dark } = seriesColour(i);
  return {
    colour: `light-dark(${light}, ${dark})`,
    dash: DASHES[i % DASHES.length]!,
    marker: MARKERS[i % MARKERS.length]!,
  };
}
