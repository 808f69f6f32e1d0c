import { useAccessibilitySettings } from "../AccessibilitySettings/AccessibilityProvider";
import { useShortcutKeys } from "../context/ShellContext";
import { useMediaQuery } from "../lib/useMediaQuery";
import type { PreferencesStore } from "../ports";
import { usePreference } from "../preferences/usePreference";
import { useShortcuts } from "./useShortcuts";

/** Table view is compact (desktop); list view is card-based (mobile). */
export type ViewMode = "table" | "list";

export const viewPreferenceKey = (page: string) => `view:${page}`;

/** Spec §9: below 768 px is a phone; a table does not fit, so the list is the default there. */
export const PHONE_QUERY = "(max-width: 767.98px)";

export interface UseViewPreferenceOptions {
  /** Default "list" below 768 px, "table" above. A saved choice wins either way. */
  defaultView?: ViewMode;
  /** Bind T / L (or the shell's configured keys) while the page is mounted. Default true. */
  shortcuts?: boolean;
  /** Default: the shell's store (or localStorage outside AppShell). */
  store?: PreferencesStore;
}

const OVERLAY_SELECTOR = '[role="dialog"], [role="alertdialog"], [role="menu"]';

/** A dialog, drawer or menu is open: its keys belong to it, not to the page behind it. */
export function isOverlayOpen(doc: Document | undefined = globalThis.document): boolean {
  return !!doc?.querySelector(OVERLAY_SELECTOR);
}

/**
 * The view preference of one page (e.g. "properties", "transactions", "ledger"), saved per page. T and L
 * switch it, except while typing in an input, while a dialog or menu is open, or when the accessibility
 * setting "Keyboard navigation" is off.
 */
export function useViewPreference(
  page: string,
  options: UseViewPreferenceOptions = {},
): [ViewMode, (view: ViewMode) => void] {
  const phone = useMediaQuery(PHONE_QUERY);
  const [view, setView] = usePreference<ViewMode>(
    viewPreferenceKey(page),
    options.defaultView ?? (phone ? "list" : "table"),
    options.store,
  );
  const keys = useShortcutKeys();
  const { keyboardNavigation } = useAccessibilitySettings();
  const switchTo = (next: ViewMode) => () => {
    if (!isOverlayOpen()) setView(next);
  };
  useShortcuts(
    [
      { keys: keys.tableView, handler: switchTo("table") },
      { keys: keys.listView, handler: switchTo("list") },
    ],
    { enabled: (options.shortcuts ?? true) && keyboardNavigation },
  );
  return [view === "list" ? "list" : "table", setView];
}
