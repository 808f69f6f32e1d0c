export * from "./preferences";
export * from "./usePreference";
