import { currentUserQueryOptions } from "@propledger/shell";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from "wouter";
import { routeMatches } from "../shared/route-assets";
import { APP_MODE, httpAdapters, queryClient } from "./lib/api";
import { preloadable } from "./lib/preloadable";
import { PROTECTED_ROUTES } from "./routes";

// The entry holds only React, the router, the query client and the HTTP client. The shell (with its Radix
// primitives) and every page are separate chunks, fetched in parallel as soon as the route is known.
const protectedApp = preloadable(() => import("./shell/ProtectedApp"));
const PublicHelp = lazy(() => import("./shell/PublicHelp"));
const LoginPage = lazy(() => import("./auth/LoginPage"));
const SignupPage = lazy(() => import("./auth/SignupPage"));
const RequestPasswordResetPage = lazy(() => import("./auth/RequestPasswordResetPage"));
const ResetPasswordPage = lazy(() => import("./auth/ResetPasswordPage"));
const VerifyEmailPage = lazy(() => import("./auth/VerifyEmailPage"));
const ConfirmEmailPage = lazy(() => import("./auth/ConfirmEmailPage"));
const AcceptInvitationPage = lazy(() => import("./auth/AcceptInvitationPage"));
const AuthLandingPage = lazy(() => import("./auth/AuthLandingPage"));
const TwoFactorSetupPage = lazy(() => import("./auth/mfa/TwoFactorSetupPage"));
const LandingPage = lazy(() => import("./pages/LandingPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

/** A spinner without @propledger/ui, so the entry chunk stays small. */
function BootSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <span role="status" className="flex items-center gap-2 text-muted-foreground">
        <span
          aria-hidden="true"
          className="size-8 rounded-full border-4 border-current border-t-transparent motion-safe:animate-spin"
        />
        <span className="sr-only">{label}</span>
      </span>
    </div>
  );
}

/** Public pages share the fixed help button (top right, F1). */
function PublicPage({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={<BootSpinner />}>{children}</Suspense>
      <Suspense fallback={null}>
        <PublicHelp />
      </Suspense>
    </>
  );
}

/** The protected route the location matches, by wouter's own matcher. */
function useProtectedRoute() {
  const [location] = useLocation();
  const { parser } = useRouter();
  return PROTECTED_ROUTES.find(({ path }) => matchRoute(parser, path, location)[0]);
}

let userPrefetch: Promise<void> | undefined;

/**
 * Loads the shell's code and the page's, and asks who is signed in, all at once (no request waterfall).
 * Resolves when all three are settled; failures are left for the render to show (retry, redirect to login).
 */
export function prepareProtectedRoute(pathname: string): Promise<unknown> {
  const route = PROTECTED_ROUTES.find(({ path }) => routeMatches(path, pathname));
  if (!route) return Promise.resolve();
  if (APP_MODE !== "demo")
    userPrefetch ??= queryClient.prefetchQuery(currentUserQueryOptions(httpAdapters.auth));
  return Promise.allSettled([protectedApp.load(), route.load(), userPrefetch]);
}

export function App() {
  const route = useProtectedRoute();
  const [location] = useLocation();
  useEffect(() => {
    if (route) void prepareProtectedRoute(location);
  }, [route, location]);

  if (route) {
    return (
      <Suspense fallback={<BootSpinner />}>
        <protectedApp.Component />
      </Suspense>
    );
  }
  return (
    <PublicPage>
      <Switch>
        <Route path="/">
          <Redirect to="/login" replace />
        </Route>
        <Route path="/app">
          <Redirect to="/login" replace />
        </Route>
        <Route path="/landing" component={LandingPage} />
        <Route path="/about" component={LandingPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/signup" component={SignupPage} />
        <Route path="/request-password-reset" component={RequestPasswordResetPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/verify-email" component={VerifyEmailPage} />
        <Route path="/confirm-email" component={ConfirmEmailPage} />
        <Route path="/auth" component={AuthLandingPage} />
        <Route path="/accept-invitation/:token" component={AcceptInvitationPage} />
        <Route path="/two-factor-setup" component={TwoFactorSetupPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </PublicPage>
  );
}
