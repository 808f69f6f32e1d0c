export * from "./AccessibilitySettings";
export * from "./AiSearch";
export * from "./AppShell";
export {
  ShellProvider,
  type ShellProviderProps,
  useShellPreferences,
  useShortcutKeys,
} from "./context/ShellContext";
export * from "./HelpCenter";
export * from "./http";
export { formatAmount, formatBadgeCount, formatConfidence, formatRelativeTime } from "./lib/format";
export { createMemoryRouter, type MemoryRouter } from "./lib/memoryRouter";
export { ShellLink } from "./lib/ShellLink";
export * from "./NotificationBell";
export * from "./navigation";
export type * from "./ports";
export * from "./preferences";
export * from "./Sidebar";
export * from "./shortcuts";
export * from "./Theme";
export * from "./TopBar";
export * from "./user";
