import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useShellPreferences } from "../context/ShellContext";
import type { PreferencesStore } from "../ports";

/** Reads and writes one preference, re-rendering when it changes anywhere. */
export function usePreference<T>(
  key: string,
  fallback: T,
  store?: PreferencesStore,
): [T, (value: T) => void, () => void] {
  const contextStore = useShellPreferences();
  const preferences = store ?? contextStore;
  const subscribe = useCallback((cb: () => void) => preferences.subscribe(key, cb), [preferences, key]);
  // Snapshots must be stable between calls: compare serialised values.
  const getSnapshot = useCallback(() => JSON.stringify(preferences.get<T>(key) ?? null), [preferences, key]);
  const raw = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const parsed = useMemo(() => JSON.parse(raw) as T | null, [raw]);
  const value = parsed === null ? fallback : parsed;
  const set = useCallback((next: T) => preferences.set(key, next), [preferences, key]);
  const reset = useCallback(() => preferences.remove(key), [preferences, key]);
  return [value, set, reset];
}
