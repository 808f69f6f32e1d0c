import type { ComponentType } from "react";
import { preloadable } from "./lib/preloadable";
import { FRAME_PAGE_MODULE, PAGE_MODULES, PROTECTED_PATHS } from "./route-paths";

type PageProps = { path: string };
type PageModule = { default: ComponentType<PageProps> };

export interface ProtectedRoute {
  /** A wouter pattern (named params, optional segments and wildcards come from wouter's matcher). */
  path: string;
  load: () => Promise<PageModule>;
  Page: ComponentType<PageProps>;
}

// One chunk per page module; the route table (plain data in route-paths.ts) says which path renders which.
const modules = import.meta.glob<PageModule>([
  "./pages/*Page.tsx",
  "./accounting/*Page.tsx",
  "./leasing/*Page.tsx",
  "./reports/*Page.tsx",
  "./reports/builder/*Page.tsx",
  "./banking/*Page.tsx",
  "./banking/reconciliation/*Page.tsx",
]);
const pages = new Map<string, ReturnType<typeof preloadable<PageProps>>>();

export const PROTECTED_ROUTES: ProtectedRoute[] = PROTECTED_PATHS.map((path) => {
  const file = `./${PAGE_MODULES[path] ?? FRAME_PAGE_MODULE}.tsx`;
  const importer = modules[file];
  if (!importer) throw new Error(`No page module ${file} for ${path}`);
  let page = pages.get(file);
  if (!page) {
    page = preloadable(importer);
    pages.set(file, page);
  }
  return { path, load: page.load, Page: page.Component };
});
