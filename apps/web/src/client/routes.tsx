import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { FRAME_PAGE_MODULE, PAGE_MODULES, PROTECTED_PATHS } from "./route-paths";

type PageModule = { default: ComponentType<{ path: string }> };
type Loader = () => Promise<PageModule>;

export interface ProtectedRoute {
  /** A wouter pattern (named params, optional segments and wildcards come from wouter's matcher). */
  path: string;
  load: Loader;
  Page: LazyExoticComponent<ComponentType<{ path: string }>>;
}

// One chunk per page module; the route table (plain data in route-paths.ts) says which path renders which.
const modules = import.meta.glob<PageModule>(["./pages/*Page.tsx", "./accounting/*Page.tsx"]);

const lazyPages = new Map<Loader, LazyExoticComponent<ComponentType<{ path: string }>>>();
function pageFor(load: Loader) {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(load);
    lazyPages.set(load, page);
  }
  return page;
}

export const PROTECTED_ROUTES: ProtectedRoute[] = PROTECTED_PATHS.map((path) => {
  const file = `./${PAGE_MODULES[path] ?? FRAME_PAGE_MODULE}.tsx`;
  const load = modules[file];
  if (!load) throw new Error(`No page module ${file} for ${path}`);
  return { path, load, Page: pageFor(load) };
});
