import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { PROTECTED_PATHS } from "./route-paths";

type Loader = () => Promise<{ default: ComponentType<{ path: string }> }>;

export interface ProtectedRoute {
  /** A wouter pattern (named params, optional segments and wildcards come from wouter's matcher). */
  path: string;
  load: Loader;
  Page: LazyExoticComponent<ComponentType<{ path: string }>>;
}

const frame: Loader = () => import("./pages/FramePage");
const loaders: Record<string, Loader> = {
  "/dashboard": () => import("./pages/DashboardPage"),
  "/notifications": () => import("./pages/NotificationsPage"),
  "/profile": () => import("./pages/ProfilePage"),
  "/settings": () => import("./pages/SettingsPage"),
  "/system-settings": () => import("./pages/SettingsPage"),
  "/shield/users-permissions": () => import("./pages/UsersPermissionsPage"),
  "/accounts": () => import("./accounting/AccountsPage"),
  "/properties": () => import("./accounting/PropertiesPage"),
  "/properties/:id": () => import("./accounting/PropertyDetailPage"),
  "/transactions": () => import("./accounting/TransactionsPage"),
  "/ledger": () => import("./accounting/LedgerPage"),
};

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
  const load = loaders[path] ?? frame;
  return { path, load, Page: pageFor(load) };
});
