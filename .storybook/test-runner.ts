import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getStoryContext, type TestRunnerConfig } from "@storybook/test-runner";
import { getViolations, injectAxe } from "axe-playwright";
import { toMatchImageSnapshot } from "jest-image-snapshot";
import pixelmatch from "pixelmatch";
import type { Page } from "playwright";
import { PNG } from "pngjs";

/**
 * Every story, after its play function: axe in each theme, then a screenshot per theme compared with the
 * committed baseline. Story parameters that tune this:
 * - `parameters.themes`: the themes to check (default all three; a story pinned to one theme lists only it).
 * - `parameters.testViewport`: `{ width, height }` for stories about a layout (e.g. the mobile drawer).
 * - `parameters.a11yOptOut`: a written reason; the story is then not checked by axe (screenshots still are).
 * - `parameters.screenshotOptOut`: a written reason; the story is then not compared with a baseline (play and
 *   axe still run).
 */
type Theme = "light" | "dark" | "high-contrast";
const ALL_THEMES: Theme[] = ["light", "dark", "high-contrast"];
const SCREENSHOT_THEMES: Theme[] = ["light", "dark"];
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// A theme changes colours only, so after the full check in light the other themes re-run the colour rules.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
const SNAPSHOT_DIR = path.resolve(process.cwd(), ".storybook/__image_snapshots__");

// Animations and the text caret would make pixels depend on timing, not on the component.
const FREEZE_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;

async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => {
    const root = document.documentElement;
    root.classList.toggle("dark", t === "dark");
    root.classList.toggle("high-contrast", t === "high-contrast");
    root.style.colorScheme = t === "dark" ? "dark" : "light";
  }, theme);
  // Two frames: styles recalculated and painted before axe or the screenshot reads them.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

function describeViolations(violations: Awaited<ReturnType<typeof getViolations>>, theme: Theme): string {
  return violations
    .map(
      (v) =>
        `[${theme}] ${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").join(" ")}`)
          .join("\n"),
    )
    .join("\n");
}

/**
 * The runner's waitForPageReady, except that network idle is waited for 10 s at most: a loading story
 * holds its request open on purpose and goes idle only if its page was idle for 500 ms before the
 * request started, which a busy machine does not always give it.
 */
async function pageReady(page: Page, storyId: string, failed: boolean) {
  // A story that failed is reported as failed; its state is whatever the failure left.
  if (!failed) await playFinished(page, storyId);
  await page.waitForLoadState("domcontentloaded");
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => null));
}

/**
 * The runner resolves a story on any "story finished" event, whichever story sent it, so a late event
 * from the story before can start the checks while this story's play function is still typing. The
 * preview's own render of this story, finished, is the state the screenshot is of.
 */
async function playFinished(page: Page, storyId: string) {
  await page
    .waitForFunction(
      (id) => {
        const render = (
          window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
        ).__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id !== id || render.phase !== "finished") return false;
        (window as { __checkedRender?: unknown }).__checkedRender = render;
        return true;
      },
      storyId,
      { timeout: 30_000 },
    )
    .catch(() => {
      throw new Error(`${storyId}: its play function did not finish within 30 s of the runner's check`);
    });
}

/**
 * The render the checks began on is still the current one, and finished. A story rendered or played again
 * after its play function finished (a remount runs the play function again) is waited for, and said, so the
 * image is never of a play function half way through.
 */
async function sameRender(page: Page, storyId: string) {
  const state = await page.evaluate(() => {
    const w = window as {
      __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
      __checkedRender?: unknown;
    };
    const render = w.__STORYBOOK_PREVIEW__?.currentRender;
    return render === w.__checkedRender && render?.phase === "finished" ? null : (render?.phase ?? "none");
  });
  if (state === null) return;
  console.warn(`${storyId} rendered again after its play function finished (now ${state}): waiting for it`);
  await playFinished(page, storyId);
}

/**
 * A screenshot of a page at rest: taken again until two in a row are the same (at most 3 s), the story
 * finished all the while. A late re-render shows as a change between two screenshots, and is waited out.
 */
async function screenshotAtRest(page: Page, storyId: string, failed: boolean): Promise<Buffer> {
  const shoot = async () => {
    if (!failed) await sameRender(page, storyId);
    return page.screenshot({ animations: "disabled", caret: "hide" });
  };
  let last = await shoot();
  for (let tries = 0; tries < 10; tries++) {
    await page.waitForTimeout(150);
    const next = await shoot();
    if (next.equals(last)) return next;
    console.warn(`${storyId}: the page changed between two screenshots; taking another`);
    last = next;
  }
  return last;
}

// Baselines are made on this machine's Chromium with a bundled font. Up to 10 pixels may differ: Skia's
// anti-aliasing of a rounded focus ring varies by a few pixels between runs, while any real style change
// (a colour, a 1 px shift, a radius) changes hundreds.
const MAX_DIFFERING_PIXELS = 10;
const PIXEL_THRESHOLD = 0.01;

/** How many pixels of two screenshots differ, as the snapshot matcher counts them, and where. */
function difference(a: Buffer, b: Buffer): { pixels: number; where: string } {
  const [x, y] = [PNG.sync.read(a), PNG.sync.read(b)];
  if (x.width !== y.width || x.height !== y.height)
    return {
      pixels: Number.POSITIVE_INFINITY,
      where: `${x.width}×${x.height} against ${y.width}×${y.height}`,
    };
  const marks = new Uint8Array(x.data.length);
  const pixels = pixelmatch(x.data, y.data, marks, x.width, x.height, {
    threshold: PIXEL_THRESHOLD,
    diffMask: true,
  });
  return { pixels, where: markedBox(marks, x.width) };
}

/** The box around the pixels pixelmatch drew in its mask (the rest stays transparent): where to look. */
function markedBox(marks: Uint8Array, width: number): string {
  let [left, top, right, bottom] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, -1, -1];
  for (let i = 0; i < marks.length; i += 4) {
    if (marks[i + 3] === 0) continue;
    const [px, py] = [(i / 4) % width, Math.floor(i / 4 / width)];
    [left, top, right, bottom] = [
      Math.min(left, px),
      Math.min(top, py),
      Math.max(right, px),
      Math.max(bottom, py),
    ];
  }
  return right < 0 ? "nowhere" : `x ${left}–${right}, y ${top}–${bottom}`;
}

/**
 * The screenshot to compare with the baseline. One that differs is taken again for up to 5 s: on a busy
 * machine a late response can land after two screenshots in a row agreed. If it still differs, the story is
 * mounted afresh and played once more, as a render gone wrong once is not the story's look. A real change
 * never settles onto the baseline, so it still fails, saying where; re-recording baselines (-u) takes the
 * page as it is.
 */
async function settledScreenshot(page: Page, storyId: string, failed: boolean, theme: Theme, name: string) {
  let image = await screenshotAtRest(page, storyId, failed);
  const baselinePath = path.join(SNAPSHOT_DIR, `${name}.png`);
  const updating =
    (expect.getState() as { snapshotState?: { _updateSnapshot?: string } }).snapshotState?._updateSnapshot ===
    "all";
  if (updating || !existsSync(baselinePath)) return image;
  const baseline = readFileSync(baselinePath);
  const settled = () => difference(image, baseline).pixels <= MAX_DIFFERING_PIXELS;
  if (settled()) return image;
  console.warn(`${name}: differs from its baseline; taking it again for up to 5 s`);
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    await page.waitForTimeout(500);
    image = await screenshotAtRest(page, storyId, failed);
    if (settled()) return image;
  }
  const before = difference(image, baseline);
  console.warn(`${name}: differs in ${before.pixels} pixels, at ${before.where}; mounting the story again`);
  if (!failed && (await remounted(page, storyId))) {
    await applyTheme(page, theme);
    image = await screenshotAtRest(page, storyId, failed);
    if (settled()) return image;
    const after = difference(image, baseline);
    console.warn(`${name}: played again, differs in ${after.pixels} pixels, at ${after.where}`);
  }
  return image;
}

/** The story unmounted, mounted afresh and its play function run again to the end. */
async function remounted(page: Page, storyId: string): Promise<boolean> {
  const phase = await page
    .evaluate(async (id) => {
      const preview = (
        window as {
          __STORYBOOK_PREVIEW__?: {
            onForceRemount(options: { storyId: string }): Promise<void>;
            currentRender?: { phase?: string };
          };
        }
      ).__STORYBOOK_PREVIEW__;
      await preview?.onForceRemount({ storyId: id });
      return preview?.currentRender?.phase ?? "none";
    }, storyId)
    .catch((error: unknown) => String(error));
  if (phase !== "finished") {
    console.warn(`${storyId}: mounted again, its play function ended ${phase}`);
    return false;
  }
  await pageReady(page, storyId, false);
  return true;
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const viewport = story.parameters.testViewport as { width: number; height: number } | undefined;
    await page.setViewportSize(viewport ?? { width: 1280, height: 800 });
    // Before the story renders: a transition started during the play function would keep its duration.
    await page.addStyleTag({ content: FREEZE_CSS });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const failed = Boolean((context as { hasFailure?: boolean }).hasFailure);
    await pageReady(page, context.id, failed);

    const themes = (story.parameters.themes as Theme[] | undefined) ?? ALL_THEMES;
    const optOut = story.parameters.a11yOptOut as string | undefined;
    const problems: string[] = [];
    for (const theme of themes) {
      await applyTheme(page, theme);
      if (!optOut) {
        const violations = await getViolations(
          page,
          { exclude: [["#storybook-docs"]] },
          theme === themes[0]
            ? { runOnly: { type: "tag", values: AXE_TAGS }, rules: { "target-size": { enabled: true } } }
            : { runOnly: { type: "rule", values: COLOUR_RULES } },
        );
        if (violations.length > 0) problems.push(describeViolations(violations, theme));
      }
      if (!story.parameters.screenshotOptOut && (SCREENSHOT_THEMES.includes(theme) || themes.length === 1)) {
        const name = `${context.id}--${theme}`;
        const image = await settledScreenshot(page, context.id, failed, theme, name);
        expect(image).toMatchImageSnapshot({
          customSnapshotsDir: SNAPSHOT_DIR,
          customSnapshotIdentifier: name,
          failureThreshold: MAX_DIFFERING_PIXELS,
          failureThresholdType: "pixel",
          customDiffConfig: { threshold: PIXEL_THRESHOLD },
        });
      }
    }
    await applyTheme(page, "light");
    if (problems.length > 0)
      throw new Error(`Accessibility violations in ${context.id}:\n${problems.join("\n")}`);
  },
};

export default config;
