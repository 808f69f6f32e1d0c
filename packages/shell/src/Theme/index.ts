export * from "./constants";
export * from "./ThemeProvider";
export * from "./themeInitScript";
