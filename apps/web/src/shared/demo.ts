// The fixed demo administrator (an admin of the demo organization). The demo client uses this object instead of
// calling /api/auth/user; a server started with APP_MODE=demo treats signed-out callers as this user. Its one
// definition is the shell's, whose React-free subpath the server can load.
export { DEMO_USER } from "@propledger/shell/demo-user";

export const DEMO_ORGANIZATION = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Demo Properties",
} as const;
