// Security deposits: received into the deposit bank account against the "Security Deposits Owed"
// liability (never income); at move-out the disposition releases the liability: the returned part
// leaves the deposit bank, the withheld part (itemised deductions) becomes income.
import { and, eq, sql } from "drizzle-orm";
import type { DispositionInput } from "../../shared/leasing";
import { toCents } from "../accounting/money";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { badRequest } from "../http/errors";
import { lockLease } from "./allocate";
import { leasingAccounts, postEntry } from "./books";
import { conflict, findLease, inTransaction, type Leasing } from "./context";
import { chargesWithOpen } from "./ledger";
import { insertPayment, settleCharges } from "./payment-record";
import { type LeaseRow, leaseDeposits } from "./schema";

/** Posts the deposit of `lease` as received on `date`, inside the caller's transaction. */
export async function recordDepositReceived(
  tx: Db,
  orgId: string,
  lease: LeaseRow,
  date: string,
  now: Date,
): Promise<void> {
  if (lease.depositCents <= 0) return;
  const accts = await leasingAccounts(tx, orgId, now);
  const transactionId = await postEntry(
    tx,
    orgId,
    {
      date,
      description: "Security deposit received",
      type: "income",
      propertyId: lease.propertyId,
      unitId: lease.unitId,
      lines: [
        { accountId: lease.depositAccountId, debit: lease.depositCents, credit: 0 },
        { accountId: accts.depositsOwed, debit: 0, credit: lease.depositCents },
      ],
    },
    now,
  );
  await tx.insert(leaseDeposits).values({
    organizationId: orgId,
    leaseId: lease.id,
    kind: "received",
    date,
    amountCents: lease.depositCents,
    transactionId,
    createdAt: now,
  });
}

async function depositHeld(tx: Db, orgId: string, leaseId: string): Promise<number> {
  const [row] = rowsOf<{ held: string }>(
    await tx.execute(sql`
      select coalesce(sum(case when kind = 'received' then amount_cents else -amount_cents end), 0) as held
        from ${leaseDeposits} where organization_id = ${orgId} and lease_id = ${leaseId}`),
  );
  return toCents(row?.held ?? 0);
}

/**
 * Move-out: deductions + applied + returned must equal the deposit held. The applied part settles what
 * the tenant still owes like a payment (oldest charges first), paid out of the liability instead of
 * a bank, so the ledger and the books both see the rent paid once.
 */
export async function disposeDeposit(ctx: Leasing, orgId: string, leaseId: string, input: DispositionInput) {
  return inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const lease = await findLease(tx, orgId, leaseId);
    await lockLease(tx, orgId, leaseId);
    if (!lease.moveOutDate)
      throw conflict("End the lease with a move-out date before disposing of the deposit");
    const held = await depositHeld(tx, orgId, leaseId);
    if (held <= 0) throw conflict("This lease holds no deposit");
    const withheld = input.deductions.reduce((s, d) => s + d.amountCents, 0);
    const applied = input.appliedCents ?? 0;
    if (withheld + applied + input.returnedCents !== held) {
      throw badRequest(
        `Deductions, the amount applied to the balance and the amount returned must add up to the deposit held (${held} cents)`,
      );
    }
    const settled = await settleOwed(tx, orgId, leaseId, applied, now);
    const accts = await leasingAccounts(tx, orgId, now);
    const transactionId = await postEntry(
      tx,
      orgId,
      {
        date: input.date,
        description: "Security deposit disposition",
        type: input.returnedCents > 0 ? "transfer" : "income",
        propertyId: lease.propertyId,
        unitId: lease.unitId,
        lines: [
          {
            accountId: lease.depositAccountId,
            debit: 0,
            credit: input.returnedCents,
            memo: "Returned to the tenant",
          },
          { accountId: accts.depositsOwed, debit: held, credit: 0 },
          ...input.deductions.map((d) => ({
            accountId: accts.otherIncome,
            debit: 0,
            credit: d.amountCents,
            memo: d.description,
          })),
          ...settled.credits,
        ],
      },
      now,
    );
    if (applied > 0) {
      const payment = { date: input.date, amountCents: applied, method: "deposit" as const, reference: null };
      await insertPayment(tx, orgId, leaseId, { ...payment, transactionId }, settled.applications, now);
    }
    const [row] = await tx
      .insert(leaseDeposits)
      .values({
        organizationId: orgId,
        leaseId,
        kind: "disposition",
        date: input.date,
        amountCents: held,
        appliedCents: applied,
        returnedCents: input.returnedCents,
        deductions: input.deductions,
        transactionId,
        createdAt: now,
      })
      .returning();
    return {
      id: row!.id,
      heldCents: held,
      withheldCents: withheld,
      appliedCents: applied,
      returnedCents: input.returnedCents,
      deductions: input.deductions,
      transactionId,
    };
  });
}

/** The applied part may settle only what is open: deposit money is never turned into a credit. */
async function settleOwed(tx: Db, orgId: string, leaseId: string, applied: number, now: Date) {
  if (applied === 0) return { applications: [], credits: [] };
  const owed = (await chargesWithOpen(tx, orgId, leaseId)).reduce((s, c) => s + c.openCents, 0);
  if (applied > owed) {
    throw badRequest(`appliedCents: more than the ${owed} cents the tenant owes`);
  }
  return settleCharges(tx, orgId, leaseId, applied, undefined, now);
}

export async function depositDispositions(db: Db, orgId: string, leaseId: string) {
  return db
    .select()
    .from(leaseDeposits)
    .where(
      and(
        eq(leaseDeposits.organizationId, orgId),
        eq(leaseDeposits.leaseId, leaseId),
        eq(leaseDeposits.kind, "disposition"),
      ),
    );
}
