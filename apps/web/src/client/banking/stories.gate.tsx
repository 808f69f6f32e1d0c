// Like the app's auth gate: a story's page renders once the signed-in member, and so their role, is
// known, so the write controls never flash in or out while a play function looks for them.
import type { Decorator } from "@storybook/react-vite";
import { useCurrentUser } from "../lib/session";

export const withSignedInMember: Decorator = (Story) => {
  const { user } = useCurrentUser();
  return user ? <Story /> : <span hidden />;
};
