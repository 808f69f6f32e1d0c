export * from "./keys";
export * from "./useShortcuts";
export * from "./useViewPreference";
