import { currentUserQueryOptions } from "@propledger/shell";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from "wouter";
import { APP_MODE, httpAdapters, queryClient } from "./lib/api";
import { PROTECTED_ROUTES } from "./routes";

// The entry holds only React, the router, the query client and the HTTP client. The shell (with its Radix
// primitives) and every page are separate chunks, fetched in parallel as soon as the route is known.
const ProtectedApp = lazy(() => import("./shell/ProtectedApp"));
const PublicHelp = lazy(() => import("./shell/PublicHelp"));
const LoginPage = lazy(() => import("./auth/LoginPage"));
const SignupPage = lazy(() => import("./auth/SignupPage"));
const RequestPasswordResetPage = lazy(() => import("./auth/RequestPasswordResetPage"));
const ResetPasswordPage = lazy(() => import("./auth/ResetPasswordPage"));
const AcceptInvitationPage = lazy(() => import("./auth/AcceptInvitationPage"));
const AuthLandingPage = lazy(() => import("./auth/AuthLandingPage"));
const LandingPage = lazy(() => import("./pages/LandingPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

/** A spinner without @propledger/ui, so the entry chunk stays small. */
export function BootSpinner({ label = "Loading..." }: { label?: string }) {
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

/** Public pages share the fixed help button of spec §2 (top right, F1). */
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

let userPrefetched = false;

export function App() {
  const route = useProtectedRoute();
  useEffect(() => {
    if (!route) return;
    // Ask who is signed in and fetch the page's code while the shell's chunk loads: no request waterfall.
    if (APP_MODE !== "demo" && !userPrefetched) {
      userPrefetched = true;
      void queryClient.prefetchQuery(currentUserQueryOptions(httpAdapters.auth));
    }
    void route.load().catch(() => undefined);
  }, [route]);

  if (route) {
    return (
      <Suspense fallback={<BootSpinner />}>
        <ProtectedApp />
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
        <Route path="/auth" component={AuthLandingPage} />
        <Route path="/accept-invitation/:token" component={AcceptInvitationPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </PublicPage>
  );
}
