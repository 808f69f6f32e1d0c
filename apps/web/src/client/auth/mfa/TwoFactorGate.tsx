import { useEffect } from "react";
import { navigate } from "../../lib/router";
import { useCurrentUser } from "../../lib/session";

/** Inside the app: a member whose organization requires two-factor is sent to set it up first. */
export function TwoFactorGate() {
  const { user } = useCurrentUser();
  const required = Boolean(user?.twoFactorSetupRequired);
  useEffect(() => {
    if (!required) return;
    const here = window.location.pathname + window.location.search;
    navigate(`/two-factor-setup?next=${encodeURIComponent(here)}`, { replace: true });
  }, [required]);
  return null;
}
