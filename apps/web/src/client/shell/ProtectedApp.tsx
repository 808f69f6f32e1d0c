import { AppShell, createLocalStoragePreferences, type ShellAdapters } from "@propledger/shell";
import { Spinner } from "@propledger/ui";
import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { TwoFactorGate } from "../auth/mfa/TwoFactorGate";
import { APP_MODE, httpAdapters } from "../lib/api";
import { routerAdapter } from "../lib/router";
import { DEMO_SHELL_USER } from "../lib/session";
import { PROTECTED_ROUTES } from "../routes";

const adapters: ShellAdapters = {
  ...httpAdapters,
  router: routerAdapter,
  preferences: createLocalStoragePreferences(),
};

/**
 * Protected routes: one AppShell (auth gate, top bar, navigation, help, toasts) that stays mounted while the
 * user moves between pages; each page's code is loaded on demand.
 */
export default function ProtectedApp() {
  return (
    <AppShell adapters={adapters} mode={APP_MODE} demoUser={DEMO_SHELL_USER}>
      <TwoFactorGate />
      <Suspense
        fallback={
          <div className="flex min-h-64 items-center justify-center">
            <Spinner size="lg" label="Loading..." />
          </div>
        }
      >
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
