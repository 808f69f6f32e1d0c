import type { RouterAdapter, ShellLinkProps } from "@propledger/shell";
import { Link, useLocation } from "wouter";
import { navigate } from "wouter/use-browser-location";

function AppLink({ href, ...props }: ShellLinkProps) {
  return <Link href={href} {...props} />;
}

function usePathname(): string {
  return useLocation()[0];
}

/** The shell's router port over wouter (browser history). */
export const routerAdapter: RouterAdapter = {
  usePathname,
  navigate: (to, options) => navigate(to, { replace: options?.replace ?? false }),
  Link: AppLink,
  assign: (url) => window.location.assign(url),
};

export { navigate };
