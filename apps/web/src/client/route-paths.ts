// The protected route table as plain data (no React), so the e2e suite can import it too.

/** Every protected route (plus /notifications), in the spec's order. */
export const PROTECTED_PATHS = [
  "/dashboard",
  "/accounts",
  "/transactions",
  "/ledger",
  "/reports",
  "/reports/ai-builder",
  "/reports/dynamic-builder",
  "/reports/:report",
  "/bank-connections",
  "/bank-connections/rules",
  "/bank-connections/accounts/:id/import",
  "/bank-connections/accounts/:id/reconcile",
  "/properties",
  "/properties/:id",
  "/tenants",
  "/tenants/:id",
  "/leases/new",
  "/leases/:id",
  "/tenant-screening",
  "/rent-payments",
  "/rent-roll",
  "/user-management",
  "/admin",
  "/api-webhooks",
  "/roles",
  "/insights",
  "/ai-insights",
  "/str-management",
  "/vendors",
  "/maintenance",
  "/data",
  "/communications-hub",
  "/dynamic-pricing",
  "/rentometer",
  "/workflows",
  "/admin-console",
  "/admin/master-plan",
  "/settings",
  "/property-management",
  "/revenue-management",
  "/automation",
  "/system-settings",
  "/shield/users-permissions",
  "/shield/field-access-control",
  "/property-operations-hub",
  "/profile",
  "/permissions",
  "/field-access-control",
  "/localization-demo",
  "/notifications",
] as const;

/** The page module (under src/client, without extension) each protected route renders; others get FramePage. */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  "/dashboard": "pages/DashboardPage",
  "/notifications": "pages/NotificationsPage",
  "/profile": "pages/ProfilePage",
  "/settings": "pages/SettingsPage",
  "/system-settings": "pages/SettingsPage",
  "/shield/users-permissions": "pages/UsersPermissionsPage",
  "/accounts": "accounting/AccountsPage",
  "/properties": "accounting/PropertiesPage",
  "/properties/:id": "accounting/PropertyDetailPage",
  "/transactions": "accounting/TransactionsPage",
  "/ledger": "accounting/LedgerPage",
  "/tenants": "leasing/TenantsPage",
  "/tenants/:id": "leasing/TenantDetailPage",
  "/leases/new": "leasing/LeaseWizardPage",
  "/leases/:id": "leasing/LeaseDetailPage",
  "/rent-payments": "leasing/RentPaymentsPage",
  "/rent-roll": "leasing/RentRollPage",
  "/reports": "reports/ReportsPage",
  "/reports/:report": "reports/ReportPage",
  "/reports/dynamic-builder": "reports/builder/DynamicBuilderPage",
  "/reports/ai-builder": "reports/builder/AiBuilderPage",
  "/bank-connections": "banking/BankConnectionsPage",
  "/bank-connections/rules": "banking/RulesPage",
  "/bank-connections/accounts/:id/import": "banking/ImportWizardPage",
  "/bank-connections/accounts/:id/reconcile": "banking/reconciliation/ReconciliationPage",
};
export const FRAME_PAGE_MODULE = "pages/FramePage";

/** Paths the client redirects (to /login, or to /dashboard when signed in): routes, but without a page. */
export const REDIRECT_PATHS = ["/", "/app"] as const;

/** Public routes and the page module each renders (redirects are in REDIRECT_PATHS). */
export const PUBLIC_PAGE_MODULES: Readonly<Record<string, string>> = {
  "/landing": "pages/LandingPage",
  "/about": "pages/LandingPage",
  "/login": "auth/LoginPage",
  "/signup": "auth/SignupPage",
  "/request-password-reset": "auth/RequestPasswordResetPage",
  "/reset-password": "auth/ResetPasswordPage",
  "/verify-email": "auth/VerifyEmailPage",
  "/confirm-email": "auth/ConfirmEmailPage",
  "/auth": "auth/AuthLandingPage",
  "/accept-invitation/:token": "auth/AcceptInvitationPage",
};

/**
 * The API a protected page reads first, so the server can ask the browser to fetch it alongside the code
 * (`<link rel="preload" as="fetch">`) instead of after it: one round trip less before the page has data.
 */
export const PAGE_DATA: Readonly<Record<string, readonly string[]>> = {
  "/dashboard": ["/api/accounting/dashboard", "/api/preferences/dashboard", "/api/leasing/rent-summary"],
};

/**
 * Public pages whose first screen does not depend on the URL's query or on the server, so the build renders
 * them to HTML once (the others read a token or fetch an invitation before they can show anything).
 */
export const PRERENDERED_PATHS = [
  "/login",
  "/signup",
  "/request-password-reset",
  "/landing",
  "/about",
] as const;
