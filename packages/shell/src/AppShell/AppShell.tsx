import { cn, type ExternalAvatarUrl, Spinner, useToast } from "@propledger/ui";
import { QueryClientContext, QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { AccessibilityProvider, useAccessibility } from "../AccessibilitySettings/AccessibilityProvider";
import type { AiSearchHandle } from "../AiSearch/AiSearch";
import { ShellProvider, useShortcutKeys } from "../context/ShellContext";
import { HelpCenter } from "../HelpCenter/HelpCenter";
import { CURRENT_USER_QUERY, createQueryClient } from "../http/queryClient";
import { DocumentDirectionProvider } from "../lib/DocumentDirection";
import { lazyWithPreload, useLazyComponent } from "../lib/lazy";
import { assignLocation } from "../lib/ShellLink";
import { defaultNavigation, filterNavigationForRole, type NavigationConfig } from "../navigation/navigation";
import type { ShellAdapters, ShellUser } from "../ports";
import { createLocalStoragePreferences } from "../preferences/preferences";
import { usePreference } from "../preferences/usePreference";
import { Sidebar } from "../Sidebar/Sidebar";
import { MOBILE_BREAKPOINT, SidebarProvider, sidebarCssVariables } from "../Sidebar/SidebarContext";
import type { ShortcutKeys } from "../shortcuts/keys";
import { useShortcuts } from "../shortcuts/useShortcuts";
import { ThemeProvider } from "../Theme/ThemeProvider";
import { TopBar } from "../TopBar/TopBar";
import { DEMO_USER } from "../user/user";

export const SIDEBAR_COLLAPSED_KEY = "sidebar:collapsed";
export const LOGIN_ROUTE = "/login";

export interface AppShellProps {
  /** The host's adapters: auth, notifications, search, router, and (optionally) preferences. */
  adapters: ShellAdapters;
  /** Default: the spec's navigation. Admin-only entries are filtered by the user's role. */
  navigation?: NavigationConfig;
  /** "demo" uses the fixed demo admin and never calls `auth.getCurrentUser`. Default "production". */
  mode?: "production" | "demo";
  /** The demo user; default the spec's fixed demo admin. */
  demoUser?: ShellUser;
  /**
   * Log out. Default: `auth.logout()`, then a full page load to /login (the session really ends). The
   * sidebar's Sign Out uses it too, unless `auth.logoutUrl` is set (then the browser goes there).
   */
  onLogout?(): void | Promise<void>;
  /** Width in px below which the sidebar is a drawer. Default 768. */
  breakpoint?: number;
  /** Forces the mobile (true) or desktop (false) layout; default follows `breakpoint`. */
  isMobile?: boolean;
  /** Overrides of the shortcut keys ("mod+k", "escape", "t", "l", "f1"). */
  shortcuts?: Partial<ShortcutKeys>;
  logo?: ReactNode;
  /** Default "PropLedger". */
  productName?: string;
  /** The clock for relative times (stories, tests). */
  now?: () => Date;
  /** Overrides the notifications adapter's poll interval. */
  pollIntervalMs?: number;
  /** Builds the external avatar from the email's local part; `null` shows initials instead. */
  externalAvatarUrl?: ExternalAvatarUrl | null;
  /** Where the auth gate sends visitors. Default "/login" (with `?next=` the requested path). */
  loginPath?: string;
  /** Rendered in `<main>`. */
  children?: ReactNode;
}

let fallbackPreferences: ReturnType<typeof createLocalStoragePreferences> | undefined;

/**
 * The signed-in shell: top bar, side navigation, main content, Help Center, toasts and shortcuts, behind the
 * auth gate (spinner → children, or redirect to /login). Uses the surrounding QueryClient if there is one.
 */
export function AppShell(props: AppShellProps) {
  const existing = useContext(QueryClientContext);
  const [ownClient] = useState(() => (existing ? null : createQueryClient()));
  fallbackPreferences ??= props.adapters.preferences ? undefined : createLocalStoragePreferences();
  const preferences = props.adapters.preferences ?? fallbackPreferences!;
  const inner = (
    // Every Radix part (tabs, scroll areas, dialogs, menus, tooltips) follows `dir` on the document.
    <DocumentDirectionProvider>
      <ShellProvider preferences={preferences} router={props.adapters.router} shortcutKeys={props.shortcuts}>
        <ThemeProvider>
          <AccessibilityProvider>
            {/* The collapsed sidebar brings its TooltipProvider with it (loaded on demand). */}
            <AuthGate {...props} />
            <DeferredToaster />
          </AccessibilityProvider>
        </ThemeProvider>
      </ShellProvider>
    </DocumentDirectionProvider>
  );
  return ownClient ? <QueryClientProvider client={ownClient}>{inner}</QueryClientProvider> : inner;
}

const Toaster = lazyWithPreload(() => import("./toaster").then((m) => m.Toaster));

/**
 * The Toaster (Radix Toast) is not needed for the first paint: it loads when the browser is idle, or at
 * once when a toast is queued (`toast()` only writes to the store, so no toast is lost meanwhile).
 */
function DeferredToaster() {
  const { toasts } = useToast();
  const [Loaded, load] = useLazyComponent(Toaster, { preloadWhenIdle: true });
  const queued = toasts.length > 0;
  useEffect(() => {
    if (queued) load();
  }, [queued, load]);
  return Loaded ? <Loaded /> : null;
}

function FullPageSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center bg-background">
      <Spinner size="lg" label="Loading..." />
    </div>
  );
}

/** `/login?next=/accounts%3Fpage%3D2` — the requested path and its query are remembered for after login. */
export function loginRedirectPath(pathname: string, loginPath = LOGIN_ROUTE): string {
  if (!pathname || pathname === "/" || pathname.startsWith(loginPath)) return loginPath;
  return `${loginPath}?next=${encodeURIComponent(pathname).replace(/%2F/gi, "/")}`;
}

const noSearch = () => "";

function AuthGate(props: AppShellProps) {
  const { adapters, mode = "production", demoUser = DEMO_USER, loginPath = LOGIN_ROUTE } = props;
  const demo = mode === "demo";
  const pathname = adapters.router.usePathname();
  const useSearch = adapters.router.useSearch ?? noSearch;
  const search = useSearch();
  const query = useQuery({
    ...CURRENT_USER_QUERY,
    queryFn: ({ signal }) => adapters.auth.getCurrentUser(signal),
    enabled: !demo,
  });
  const user = demo ? demoUser : query.data;
  const authenticated = !!user && (demo || !query.isError);
  const loading = !demo && query.isPending;

  const redirected = useRef(false);
  useEffect(() => {
    if (loading || authenticated || redirected.current) return;
    redirected.current = true;
    adapters.router.navigate(loginRedirectPath(pathname + search, loginPath), { replace: true });
  }, [loading, authenticated, adapters.router, pathname, search, loginPath]);

  if (loading || !authenticated || !user) return <FullPageSpinner />;
  return <SignedInShell {...props} user={user} />;
}

/** Sign-out: the app's own handler, else the auth adapter's logout (or its logout page) and the login page. */
function useSignOut(adapters: ShellAdapters, onLogout: AppShellProps["onLogout"]) {
  const queryClient = useQueryClient();
  const logout = useCallback(async () => {
    if (onLogout) {
      await onLogout();
      return;
    }
    try {
      await adapters.auth.logout();
    } catch {
      // The page load below drops the client state either way; the server session may already be gone.
    } finally {
      queryClient.clear();
      assignLocation(adapters.router, LOGIN_ROUTE);
    }
  }, [onLogout, adapters, queryClient]);

  const signOut = useCallback(() => {
    if (!onLogout && adapters.auth.logoutUrl) {
      queryClient.clear();
      assignLocation(adapters.router, adapters.auth.logoutUrl);
    } else void logout();
  }, [onLogout, adapters, queryClient, logout]);
  return { logout, signOut };
}

/** The shell's keyboard shortcuts: focus or close the search, open the Help Center. */
function useShellShortcuts(
  searchRef: RefObject<AiSearchHandle | null>,
  setHelpOpen: (open: boolean) => void,
) {
  const keys = useShortcutKeys();
  const { settings } = useAccessibility();
  useShortcuts(
    [
      { keys: keys.focusSearch, handler: () => searchRef.current?.focus() },
      { keys: keys.closeSearch, handler: () => searchRef.current?.close(), preventDefault: false },
      { keys: keys.openHelp, handler: () => setHelpOpen(true) },
    ],
    { enabled: settings.keyboardNavigation },
  );
}

function SignedInShell({
  adapters,
  user,
  navigation = defaultNavigation,
  onLogout,
  breakpoint = MOBILE_BREAKPOINT,
  isMobile,
  logo,
  productName = "PropLedger",
  now,
  pollIntervalMs,
  externalAvatarUrl,
  children,
}: AppShellProps & { user: ShellUser }) {
  const [collapsed, setCollapsed] = usePreference<boolean>(SIDEBAR_COLLAPSED_KEY, false);
  const [helpOpen, setHelpOpen] = useState(false);
  const searchRef = useRef<AiSearchHandle>(null);
  // The Help Center describes the pages this user can open, like the sidebar does.
  const helpNavigation = useMemo(() => filterNavigationForRole(navigation, user), [navigation, user]);

  const { logout, signOut } = useSignOut(adapters, onLogout);
  useShellShortcuts(searchRef, setHelpOpen);

  return (
    <SidebarProvider
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      breakpoint={breakpoint}
      isMobile={isMobile}
    >
      <div className="flex min-h-svh flex-col bg-background text-foreground" style={sidebarCssVariables}>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          Skip to main content
        </a>
        <TopBar
          user={user}
          notifications={adapters.notifications}
          search={adapters.search}
          router={adapters.router}
          onLogout={() => void logout()}
          onOpenHelp={() => setHelpOpen(true)}
          logo={logo}
          productName={productName}
          searchRef={searchRef}
          now={now}
          pollIntervalMs={pollIntervalMs}
          externalAvatarUrl={externalAvatarUrl}
        />
        <div className="flex flex-1">
          <Sidebar
            navigation={navigation}
            user={user}
            router={adapters.router}
            onSignOut={signOut}
            productName={productName}
            externalAvatarUrl={externalAvatarUrl}
            className="sticky top-14 h-[calc(100svh-3.5rem)]"
          />
          <main id="main-content" tabIndex={-1} className={cn("min-w-0 flex-1 outline-none")}>
            {children}
          </main>
        </div>
        <HelpCenter open={helpOpen} onOpenChange={setHelpOpen} navigation={helpNavigation} />
      </div>
    </SidebarProvider>
  );
}
