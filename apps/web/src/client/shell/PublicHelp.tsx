import { PublicHelpButton } from "@propledger/shell";

/** The fixed help button of public pages (spec §2), loaded after the page itself. */
export default function PublicHelp() {
  return <PublicHelpButton />;
}
