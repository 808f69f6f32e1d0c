/** Preference keys shared by the providers and the pre-paint script. */
export const THEME_KEY = "theme";
export const ACCESSIBILITY_KEY = "accessibility";

export type Theme = "light" | "dark";

/** The eight accessibility settings. */
export interface AccessibilitySettingsValue {
  highContrast: boolean;
  reducedMotion: boolean;
  largeText: boolean;
  enhancedIcons: boolean;
  screenReader: boolean;
  colorBlindFriendly: boolean;
  focusIndicators: boolean;
  keyboardNavigation: boolean;
}

/** Spec §9 defaults: everything off except focus indicators and keyboard navigation. */
export const DEFAULT_ACCESSIBILITY_SETTINGS: AccessibilitySettingsValue = {
  highContrast: false,
  reducedMotion: false,
  largeText: false,
  enhancedIcons: false,
  screenReader: false,
  colorBlindFriendly: false,
  focusIndicators: true,
  keyboardNavigation: true,
};

/** The class each setting puts on the document root while it is on. */
export const ACCESSIBILITY_CLASSES: Record<keyof AccessibilitySettingsValue, string> = {
  highContrast: "high-contrast",
  reducedMotion: "reduce-motion",
  largeText: "large-text",
  enhancedIcons: "enhanced-icons",
  screenReader: "screen-reader",
  colorBlindFriendly: "color-blind-friendly",
  focusIndicators: "focus-indicators",
  keyboardNavigation: "keyboard-navigation",
};

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
