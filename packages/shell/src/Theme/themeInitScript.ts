import { DEFAULT_PREFERENCES_PREFIX } from "../preferences/preferences";
import {
  ACCESSIBILITY_CLASSES,
  ACCESSIBILITY_KEY,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  REDUCED_MOTION_QUERY,
  THEME_KEY,
} from "./constants";

/**
 * Builds the tiny script that applies the stored theme and accessibility classes to `<html>` before the first
 * paint (put it inline in `<head>`, before the stylesheet). It reads the same keys as
 * `createLocalStoragePreferences({ prefix })`. With a CSP that forbids inline scripts, allow it by its hash.
 */
export function createThemeInitScript(prefix: string = DEFAULT_PREFERENCES_PREFIX): string {
  const p = JSON.stringify(prefix);
  const classes = JSON.stringify(ACCESSIBILITY_CLASSES);
  const defaults = JSON.stringify(DEFAULT_ACCESSIBILITY_SETTINGS);
  return `(function(){try{var d=document.documentElement,s=window.localStorage,p=${p};var t=JSON.parse(s.getItem(p+${JSON.stringify(THEME_KEY)})||"null");d.classList.toggle("dark",t==="dark");d.style.colorScheme=t==="dark"?"dark":"light";var a=JSON.parse(s.getItem(p+${JSON.stringify(ACCESSIBILITY_KEY)})||"null")||{},c=${classes},f=${defaults};if(typeof a.reducedMotion!=="boolean"&&window.matchMedia&&window.matchMedia(${JSON.stringify(REDUCED_MOTION_QUERY)}).matches)a.reducedMotion=true;for(var k in c){d.classList.toggle(c[k],typeof a[k]==="boolean"?a[k]:f[k])}}catch(e){}})();`;
}

/** The pre-paint script for the default "propledger:" prefix. */
export const themeInitScript: string = createThemeInitScript();
