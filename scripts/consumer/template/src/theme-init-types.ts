// Not imported by the app: type-checks the `@propledger/shell/theme-init` subpath's published .d.ts (the Vite
// config that uses it is not part of this tsconfig).
import { createThemeInitScript, themeInitScript } from "@propledger/shell/theme-init";

export const scripts: readonly string[] = [themeInitScript, createThemeInitScript("consumer:")];
