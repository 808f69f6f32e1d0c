// Recording a tenant's payment: applied to the oldest open charges (or as the landlord allocates it),
// the rest kept as the tenant's credit, and posted double-entry in the same database transaction.
// A payment to an ended lease is allowed: it settles arrears.
import { and, eq, inArray } from "drizzle-orm";
import type { LedgerPaymentMethod, PaymentInput, PaymentView } from "../../shared/leasing";
import type { Db } from "../db/client";
import { badRequest, notFound } from "../http/errors";
import { type Application, allocateOldestFirst, lockLease } from "./allocate";
import { booksBasis, CHARGE_ACCOUNT, type EntryLine, leasingAccounts, postEntry } from "./books";
import { findLease, inTransaction, type Leasing } from "./context";
import { chargesWithOpen, type OpenCharge } from "./ledger";
import { leaseAllocations, leaseCharges, leasePayments } from "./schema";

export async function recordPayment(
  ctx: Leasing,
  orgId: string,
  leaseId: string,
  input: PaymentInput,
): Promise<PaymentView> {
  const id = await inTransaction(ctx.db, (tx) => recordPaymentIn(ctx, tx, orgId, leaseId, input));
  return getPayment(ctx.db, orgId, id);
}

/** The use case inside a caller's transaction (the bulk form records many in one). */
export async function recordPaymentIn(
  ctx: Leasing,
  tx: Db,
  orgId: string,
  leaseId: string,
  input: PaymentInput,
): Promise<string> {
  const now = ctx.clock.now();
  const lease = await findLease(tx, orgId, leaseId);
  await lockLease(tx, orgId, leaseId);
  const settled = await settleCharges(tx, orgId, leaseId, input.amountCents, input.allocations, now);
  const accts = await leasingAccounts(tx, orgId, now);
  const transactionId = await postEntry(
    tx,
    orgId,
    {
      date: input.date,
      description: "Rent payment",
      type: "income",
      propertyId: lease.propertyId,
      unitId: lease.unitId,
      reference: input.reference,
      lines: [{ accountId: accts.bank, debit: input.amountCents, credit: 0 }, ...settled.credits],
    },
    now,
  );
  const { date, amountCents, method, reference } = input;
  const payment = { date, amountCents, method, reference, transactionId };
  return insertPayment(tx, orgId, leaseId, payment, settled.applications, now);
}

/**
 * What `amountCents` settles on the lease (the listed allocation, else the oldest open charges) and
 * the entry lines crediting it; the caller debits where the money came from. Lease locked by the caller.
 */
export async function settleCharges(
  tx: Db,
  orgId: string,
  leaseId: string,
  amountCents: number,
  allocations: Application[] | undefined,
  now: Date,
): Promise<{ applications: Application[]; credits: EntryLine[] }> {
  const open = (await chargesWithOpen(tx, orgId, leaseId)).filter((c) => c.openCents > 0);
  const applications = allocations
    ? checkManual(open, allocations, amountCents)
    : allocateOldestFirst(open, amountCents);
  const unapplied = amountCents - applications.reduce((s, a) => s + a.amountCents, 0);
  const basis = await booksBasis(tx, orgId);
  const accts = await leasingAccounts(tx, orgId, now);
  const byId = new Map(open.map((c) => [c.id, c]));
  const credits: EntryLine[] = applications.map((a) => {
    const c = byId.get(a.chargeId)!;
    const account = basis === "accrual" ? accts.receivable : accts[CHARGE_ACCOUNT[c.chargeType]];
    return { accountId: account, debit: 0, credit: a.amountCents, memo: c.description };
  });
  // Money paid ahead: cash books recognise it as rent now; accrual books owe it (Prepaid Rent).
  if (unapplied > 0) {
    const account = basis === "accrual" ? accts.prepaidRent : accts.rent;
    credits.push({ accountId: account, debit: 0, credit: unapplied, memo: "Paid in advance" });
  }
  return { applications, credits };
}

/** The payment row and its allocations, pointing at the entry the caller posted. */
export async function insertPayment(
  tx: Db,
  orgId: string,
  leaseId: string,
  payment: {
    date: string;
    amountCents: number;
    method: LedgerPaymentMethod;
    reference: string | null;
    transactionId: string;
  },
  applications: Application[],
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(leasePayments)
    .values({ organizationId: orgId, leaseId, createdAt: now, ...payment })
    .returning({ id: leasePayments.id });
  if (applications.length) {
    await tx.insert(leaseAllocations).values(
      applications.map((a) => ({
        organizationId: orgId,
        chargeId: a.chargeId,
        paymentId: row!.id,
        amountCents: a.amountCents,
        createdAt: now,
      })),
    );
  }
  return row!.id;
}

function checkManual(open: OpenCharge[], allocations: Application[], amount: number): Application[] {
  const byId = new Map(open.map((c) => [c.id, c]));
  const seen = new Set<string>();
  let total = 0;
  for (const [i, a] of allocations.entries()) {
    const c = byId.get(a.chargeId);
    if (!c) throw badRequest(`allocations.${i}.chargeId: not an open charge of this lease`);
    if (seen.has(a.chargeId)) throw badRequest(`allocations.${i}.chargeId: listed twice`);
    seen.add(a.chargeId);
    if (a.amountCents > c.openCents) {
      throw badRequest(
        `allocations.${i}.amountCents: more than the ${c.openCents} cents open on ${c.description}`,
      );
    }
    total += a.amountCents;
  }
  if (total > amount) throw badRequest("allocations: more than the payment's amount");
  return allocations;
}

export async function getPayment(db: Db, orgId: string, id: string): Promise<PaymentView> {
  const [p] = await db
    .select()
    .from(leasePayments)
    .where(and(eq(leasePayments.organizationId, orgId), eq(leasePayments.id, id)));
  if (!p) throw notFound("Payment not found");
  const allocs = await db
    .select({
      chargeId: leaseAllocations.chargeId,
      amountCents: leaseAllocations.amountCents,
      description: leaseCharges.description,
    })
    .from(leaseAllocations)
    .innerJoin(
      leaseCharges,
      and(
        eq(leaseCharges.organizationId, leaseAllocations.organizationId),
        eq(leaseCharges.id, leaseAllocations.chargeId),
      ),
    )
    .where(and(eq(leaseAllocations.organizationId, orgId), inArray(leaseAllocations.paymentId, [id])));
  const applied = allocs.reduce((s, a) => s + a.amountCents, 0);
  return {
    id: p.id,
    leaseId: p.leaseId,
    date: p.date,
    amountCents: p.amountCents,
    method: p.method,
    reference: p.reference,
    allocations: allocs,
    unappliedCents: p.amountCents - applied,
    transactionId: p.transactionId,
  };
}
