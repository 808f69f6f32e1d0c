import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { PreferencesStore, RouterAdapter } from "../ports";
import { createLocalStoragePreferences } from "../preferences/preferences";
import { DEFAULT_SHORTCUT_KEYS, type ShortcutKeys } from "../shortcuts/keys";

export interface ShellContextValue {
  preferences: PreferencesStore;
  router?: RouterAdapter;
  shortcutKeys: ShortcutKeys;
}

const ShellContext = createContext<ShellContextValue | null>(null);

let fallbackPreferences: PreferencesStore | undefined;
/** Outside a provider the shell falls back to one shared localStorage store. */
function defaultPreferences() {
  fallbackPreferences ??= createLocalStoragePreferences();
  return fallbackPreferences;
}

export interface ShellProviderProps {
  preferences?: PreferencesStore;
  router?: RouterAdapter;
  shortcutKeys?: Partial<ShortcutKeys>;
  children?: ReactNode;
}

/** Shares the preferences store, router and shortcut keys with every shell component below it. */
export function ShellProvider({ preferences, router, shortcutKeys, children }: ShellProviderProps) {
  const store = preferences ?? defaultPreferences();
  const value = useMemo(
    () => ({ preferences: store, router, shortcutKeys: { ...DEFAULT_SHORTCUT_KEYS, ...shortcutKeys } }),
    [store, router, shortcutKeys],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShellContext(): ShellContextValue | null {
  return useContext(ShellContext);
}

export function useShellPreferences(): PreferencesStore {
  return useContext(ShellContext)?.preferences ?? defaultPreferences();
}

export function useShortcutKeys(): ShortcutKeys {
  return useContext(ShellContext)?.shortcutKeys ?? DEFAULT_SHORTCUT_KEYS;
}
