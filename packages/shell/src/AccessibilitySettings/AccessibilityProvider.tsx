import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from "react";
import { type MatchMedia, useMediaQuery } from "../lib/useMediaQuery";
import type { PreferencesStore } from "../ports";
import { usePreference } from "../preferences/usePreference";
import {
  ACCESSIBILITY_CLASSES,
  ACCESSIBILITY_KEY,
  type AccessibilitySettingsValue,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  REDUCED_MOTION_QUERY,
} from "../Theme/constants";

interface AccessibilityContextValue {
  settings: AccessibilitySettingsValue;
  updateSetting<K extends keyof AccessibilitySettingsValue>(
    key: K,
    value: AccessibilitySettingsValue[K],
  ): void;
  /** Clears the stored settings: back to the spec's defaults. */
  resetSettings(): void;
}

const AccessibilityContext = createContext<AccessibilityContextValue | null>(null);

export interface AccessibilityProviderProps {
  store?: PreferencesStore;
  /** Default: `document.documentElement`. */
  root?: HTMLElement;
  /** For tests: the media query lookup. Default: `window.matchMedia`. */
  matchMedia?: MatchMedia;
  children?: ReactNode;
}

/**
 * The eight accessibility settings, persisted and applied as classes on the document root
 * (`high-contrast`, `reduce-motion`, `large-text`, …). Reduced motion switches on when the system prefers it.
 */
export function AccessibilityProvider({ store, root, matchMedia, children }: AccessibilityProviderProps) {
  const [stored, setStored, clear] = usePreference<Partial<AccessibilitySettingsValue>>(
    ACCESSIBILITY_KEY,
    {},
    store,
  );
  const systemPrefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, matchMedia);
  // The system preference is the default for reducedMotion; an explicit choice (stored) wins, reset restores it.
  const settings = useMemo(
    () => ({ ...DEFAULT_ACCESSIBILITY_SETTINGS, reducedMotion: systemPrefersReducedMotion, ...stored }),
    [stored, systemPrefersReducedMotion],
  );

  const updateSetting = useCallback<AccessibilityContextValue["updateSetting"]>(
    (key, value) => setStored({ ...stored, [key]: value }),
    [stored, setStored],
  );

  useEffect(() => {
    const element = root ?? globalThis.document?.documentElement;
    if (!element) return;
    const applied: string[] = [];
    for (const [key, className] of Object.entries(ACCESSIBILITY_CLASSES)) {
      const on = settings[key as keyof AccessibilitySettingsValue];
      element.classList.toggle(className, on);
      if (on) applied.push(className);
    }
    // Unmounting (another app, the next story) must not leave the settings on the page.
    return () => {
      for (const className of applied) element.classList.remove(className);
    };
  }, [settings, root]);

  const value = useMemo(
    () => ({ settings, updateSetting, resetSettings: clear }),
    [settings, updateSetting, clear],
  );
  return <AccessibilityContext.Provider value={value}>{children}</AccessibilityContext.Provider>;
}

/** The accessibility settings and their setters. Throws outside `AccessibilityProvider`. */
export function useAccessibility(): AccessibilityContextValue {
  const context = useContext(AccessibilityContext);
  if (!context) throw new Error("useAccessibility must be used within an AccessibilityProvider");
  return context;
}

/** The settings in force: the provider's, or the spec's defaults outside one (a page rendered alone). */
export function useAccessibilitySettings(): AccessibilitySettingsValue {
  return useContext(AccessibilityContext)?.settings ?? DEFAULT_ACCESSIBILITY_SETTINGS;
}
