import type { DemoUser } from "./ports";

// The fixed demo administrator (an admin of the demo organization), the one definition shared by the shell and
// its hosts. The shell uses it instead of calling `auth.getCurrentUser` in demo mode; PropLedger's server,
// started with APP_MODE=demo, seeds it and treats signed-out callers as this user, so the id is a UUID. This
// module imports nothing at run time, which lets a server read it (`@propledger/shell/demo-user`) without React.
export const DEMO_USER = {
  id: "00000000-0000-4000-8000-000000000002",
  email: "demo@propledger.app",
  name: "Demo Admin",
  firstName: "Demo",
  lastName: "Admin",
  role: "admin",
  primaryRole: "admin",
  primaryRoleId: 2,
  emailVerified: true,
  avatar: "",
  phoneNumber: "",
  address: "",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
} as const satisfies DemoUser;
