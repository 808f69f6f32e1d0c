import { PublicHelpButton } from "@propledger/shell";
import { useHydrated } from "../lib/useHydrated";

/**
 * The fixed help button of public pages, loaded after the page itself. Not part of a prerendered
 * page: it appears once it works (it is fixed, so nothing moves when it does).
 */
export default function PublicHelp() {
  return useHydrated() ? <PublicHelpButton /> : null;
}
