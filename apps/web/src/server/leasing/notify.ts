// Leasing news for the people who run the rent: every manager, admin and super admin of the
// organization gets it in the notifications inbox.
import { and, eq, inArray } from "drizzle-orm";
import type { PaymentView } from "../../shared/leasing";
import { formatMoney } from "../accounting/money";
import type { AppContext } from "../context";
import { memberships } from "../db/core-schema";
import type { NotifyInput } from "../notifications/schemas";
import { notify } from "../notifications/service";

/** `ctx.db` may be a transaction: the notifications then commit with what they announce. */
export async function notifyManagers(
  ctx: Pick<AppContext, "db" | "clock">,
  orgId: string,
  input: NotifyInput,
): Promise<void> {
  const people = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.organizationId, orgId),
        inArray(memberships.role, ["manager", "admin", "super_admin"]),
      ),
    );
  for (const p of people) await notify(ctx, p.userId, input);
}

export const paymentRecorded = (p: PaymentView, unit: string): NotifyInput => ({
  title: "Payment recorded",
  message: `${formatMoney(p.amountCents)} received for ${unit} on ${p.date}${p.unappliedCents > 0 ? `; ${formatMoney(p.unappliedCents)} kept as credit` : ""}.`,
  type: "success",
  actionUrl: `/leases/${p.leaseId}`,
  actionText: "Open the lease",
});
