// The organization's books basis for rent: cash (default) or accrual. Switching affects postings
// made from then on; what is already in the general ledger stays as posted.
import type { BooksBasis } from "../../shared/leasing";
import { booksBasis } from "./books";
import type { Leasing } from "./context";
import { leasingSettings } from "./schema";

export const getBooksBasis = (ctx: Leasing, orgId: string) => booksBasis(ctx.db, orgId);

export async function setBooksBasis(ctx: Leasing, orgId: string, basis: BooksBasis): Promise<BooksBasis> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(leasingSettings)
    .values({ organizationId: orgId, booksBasis: basis, updatedAt: now })
    .onConflictDoUpdate({
      target: leasingSettings.organizationId,
      set: { booksBasis: basis, updatedAt: now },
    });
  return basis;
}
