export * from "./AccessibilityProvider";
export * from "./AccessibilitySettings";
