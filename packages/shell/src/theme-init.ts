/**
 * `@propledger/shell/theme-init`: the pre-paint script without React or any other dependency, for build
 * tooling (a Vite config, a server template) that must not load the React components of the main entry.
 */
export { createThemeInitScript, themeInitScript } from "./Theme/themeInitScript";
