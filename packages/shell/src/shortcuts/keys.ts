/**
 * Key bindings of the shell's shortcuts. A combo is `mod+k` (Ctrl, or Cmd on
 * macOS), `escape`, `f1`, or a single letter; several combos are separated by commas.
 */
export interface ShortcutKeys {
  /** Focus the AI search box. Default "mod+k". */
  focusSearch: string;
  /** Close the search results. Default "escape". */
  closeSearch: string;
  /** Switch to table view. Default "t" (ignored while typing). */
  tableView: string;
  /** Switch to list view. Default "l" (ignored while typing). */
  listView: string;
  /** Open the help centre. Default "f1". */
  openHelp: string;
}

export const DEFAULT_SHORTCUT_KEYS: ShortcutKeys = {
  focusSearch: "mod+k",
  closeSearch: "escape",
  tableView: "t",
  listView: "l",
  openHelp: "f1",
};
