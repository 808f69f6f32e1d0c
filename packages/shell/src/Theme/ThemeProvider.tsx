import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from "react";
import type { PreferencesStore } from "../ports";
import { usePreference } from "../preferences/usePreference";
import { THEME_KEY, type Theme } from "./constants";

interface ThemeContextValue {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /** Default "light". */
  defaultTheme?: Theme;
  /** Default: the shell's preferences store. */
  store?: PreferencesStore;
  /** The element that gets the `dark` class. Default: `document.documentElement`. */
  root?: HTMLElement;
  children?: ReactNode;
}

/** Light or dark, persisted, applied as the `dark` class on the document root. */
export function ThemeProvider({ defaultTheme = "light", store, root, children }: ThemeProviderProps) {
  const [stored, setStored] = usePreference<Theme>(THEME_KEY, defaultTheme, store);
  const theme: Theme = stored === "dark" ? "dark" : "light";

  useEffect(() => {
    const element = root ?? globalThis.document?.documentElement;
    if (!element) return;
    element.classList.toggle("dark", theme === "dark");
    element.style.colorScheme = theme;
  }, [theme, root]);

  const toggleTheme = useCallback(() => setStored(theme === "dark" ? "light" : "dark"), [theme, setStored]);
  const value = useMemo(() => ({ theme, setTheme: setStored, toggleTheme }), [theme, setStored, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and its setters. Throws outside `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used within a ThemeProvider");
  return context;
}
