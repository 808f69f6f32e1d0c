import type { PreferencesStore } from "../ports";

/** The prefix of every key the shell stores; `themeInitScript` reads the same keys before first paint. */
export const DEFAULT_PREFERENCES_PREFIX = "propledger:";

type Listeners = Map<string, Set<() => void>>;

function notify(listeners: Listeners, key: string) {
  for (const callback of [...(listeners.get(key) ?? [])]) callback();
}

function subscribeTo(listeners: Listeners, key: string, callback: () => void) {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(callback);
  return () => {
    set.delete(callback);
  };
}

/** An in-memory store: tests, Storybook, server rendering, or a host that keeps preferences elsewhere. */
export function createMemoryPreferences(initial: Record<string, unknown> = {}): PreferencesStore {
  const values = new Map<string, unknown>(Object.entries(initial));
  const listeners: Listeners = new Map();
  return {
    get: <T>(key: string) => values.get(key) as T | undefined,
    set(key, value) {
      values.set(key, value);
      notify(listeners, key);
    },
    remove(key) {
      values.delete(key);
      notify(listeners, key);
    },
    subscribe: (key, callback) => subscribeTo(listeners, key, callback),
  };
}

export interface LocalStoragePreferencesOptions {
  /** Key prefix; default "propledger:". */
  prefix?: string;
  /** The storage; default `window.localStorage`. Falls back to memory when storage is unavailable. */
  storage?: Storage;
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // e.g. blocked third-party storage
  }
}

/**
 * Preferences in localStorage as JSON under `prefix + key`. Unparsable values read as undefined; quota and
 * security errors are swallowed (a preference is never worth a crash). Other tabs' changes are reported.
 */
export function createLocalStoragePreferences(
  options: LocalStoragePreferencesOptions = {},
): PreferencesStore {
  const prefix = options.prefix ?? DEFAULT_PREFERENCES_PREFIX;
  const storage = options.storage ?? defaultStorage();
  if (!storage) return createMemoryPreferences();
  const listeners: Listeners = new Map();
  let listening = false;

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    if (event.key === null) for (const key of listeners.keys()) notify(listeners, key);
    else if (event.key.startsWith(prefix)) notify(listeners, event.key.slice(prefix.length));
  };

  return {
    get<T>(key: string): T | undefined {
      try {
        const raw = storage.getItem(prefix + key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        storage.setItem(prefix + key, JSON.stringify(value));
      } catch {}
      notify(listeners, key);
    },
    remove(key) {
      try {
        storage.removeItem(prefix + key);
      } catch {}
      notify(listeners, key);
    },
    subscribe(key, callback) {
      if (!listening && typeof globalThis.addEventListener === "function") {
        globalThis.addEventListener("storage", onStorage);
        listening = true;
      }
      return subscribeTo(listeners, key, callback);
    },
  };
}
