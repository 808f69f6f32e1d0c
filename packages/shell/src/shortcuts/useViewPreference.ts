import { useShortcutKeys } from "../context/ShellContext";
import type { PreferencesStore } from "../ports";
import { usePreference } from "../preferences/usePreference";
import { useShortcuts } from "./useShortcuts";

/** Table view is compact (desktop); list view is card-based (mobile). */
export type ViewMode = "table" | "list";

export const viewPreferenceKey = (page: string) => `view:${page}`;

export interface UseViewPreferenceOptions {
  /** Default "table". */
  defaultView?: ViewMode;
  /** Bind T / L (or the shell's configured keys) while the page is mounted. Default true. */
  shortcuts?: boolean;
  /** Default: the shell's store (or localStorage outside AppShell). */
  store?: PreferencesStore;
}

/**
 * The view preference of one page (e.g. "properties", "transactions", "ledger"), saved per page. T and L
 * switch it, except while typing in an input (spec §2).
 */
export function useViewPreference(
  page: string,
  options: UseViewPreferenceOptions = {},
): [ViewMode, (view: ViewMode) => void] {
  const [view, setView] = usePreference<ViewMode>(
    viewPreferenceKey(page),
    options.defaultView ?? "table",
    options.store,
  );
  const keys = useShortcutKeys();
  useShortcuts(
    [
      { keys: keys.tableView, handler: () => setView("table") },
      { keys: keys.listView, handler: () => setView("list") },
    ],
    { enabled: options.shortcuts ?? true },
  );
  return [view === "list" ? "list" : "table", setView];
}
