// The fixed demo administrator (an admin of the demo organization). The demo client uses this object instead of
// calling /api/auth/user; a server started with APP_MODE=demo treats signed-out callers as this user.
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
} as const;

export const DEMO_ORGANIZATION = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Demo Properties",
} as const;
