import {
  AppShell,
  createLocalStoragePreferences,
  PublicHelpButton,
  type ShellAdapters,
} from "@propledger/shell";
import { Spinner } from "@propledger/ui";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from "wouter";
import { APP_MODE, httpAdapters } from "./lib/api";
import { routerAdapter } from "./lib/router";
import { DEMO_SHELL_USER } from "./lib/session";
import { PROTECTED_ROUTES } from "./routes";

const LoginPage = lazy(() => import("./auth/LoginPage"));
const SignupPage = lazy(() => import("./auth/SignupPage"));
const RequestPasswordResetPage = lazy(() => import("./auth/RequestPasswordResetPage"));
const ResetPasswordPage = lazy(() => import("./auth/ResetPasswordPage"));
const AcceptInvitationPage = lazy(() => import("./auth/AcceptInvitationPage"));
const AuthLandingPage = lazy(() => import("./auth/AuthLandingPage"));
const LandingPage = lazy(() => import("./pages/LandingPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

export const adapters: ShellAdapters = {
  ...httpAdapters,
  router: routerAdapter,
  preferences: createLocalStoragePreferences(),
};

function PageSpinner({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={fullPage ? "flex min-h-svh items-center justify-center" : "flex min-h-64 items-center justify-center"}>
      <Spinner size="lg" label="Loading..." />
    </div>
  );
}

/** Public pages share the fixed help button of spec §2 (top right, F1). */
function PublicPage({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={<PageSpinner fullPage />}>{children}</Suspense>
      <PublicHelpButton />
    </>
  );
}

/** Protected routes: one AppShell (auth gate, top bar, navigation) that stays mounted between pages. */
function ProtectedApp() {
  return (
    <AppShell adapters={adapters} mode={APP_MODE} demoUser={DEMO_SHELL_USER}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {PROTECTED_ROUTES.map(({ path, Page }) => (
            <Route key={path} path={path}>
              <Page path={path} />
            </Route>
          ))}
        </Switch>
      </Suspense>
    </AppShell>
  );
}

/** The protected route the location matches, by wouter's own matcher. */
function useProtectedRoute() {
  const [location] = useLocation();
  const { parser } = useRouter();
  return PROTECTED_ROUTES.find(({ path }) => matchRoute(parser, path, location)[0]);
}

export function App() {
  const route = useProtectedRoute();
  // Fetch the page's code while the auth gate asks who is signed in (no request waterfall).
  useEffect(() => {
    void route?.load().catch(() => undefined);
  }, [route]);
  if (route) return <ProtectedApp />;
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
