import type { RouterAdapter, ShellLinkProps } from "@propledger/shell";
import { Link, useLocation, useSearch as useWouterSearch } from "wouter";
import { navigate } from "wouter/use-browser-location";

function AppLink({ href, ...props }: ShellLinkProps) {
  return <Link href={href} {...props} />;
}

function usePathname(): string {
  return useLocation()[0];
}

function useSearch(): string {
  const search = useWouterSearch();
  return search ? `?${search}` : "";
}

/** The shell's router port over wouter (browser history). */
export const routerAdapter: RouterAdapter = {
  usePathname,
  useSearch,
  navigate: (to, options) => navigate(to, { replace: options?.replace ?? false }),
  Link: AppLink,
  assign: (url) => window.location.assign(url),
};

export { navigate };
