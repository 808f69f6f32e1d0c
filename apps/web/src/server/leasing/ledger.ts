// The tenant ledger: charges owed, payments and credits received, what is applied to what.
// balance = charges (not waived) − payments − credits; a negative balance is the tenant's credit.
import { and, asc, eq, sql } from "drizzle-orm";
import type { ChargeType, LeaseLedger, LedgerEntry } from "../../shared/leasing";
import { toCents } from "../accounting/money";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import {
  leaseAllocations,
  leaseBalances,
  leaseCharges,
  leaseCredits,
  leaseDeposits,
  leasePayments,
} from "./schema";

/**
 * Per lease of the organization: charges, payments, credits and balance (cents as numeric text), read
 * from the running totals in lease_balances (a lease with no ledger rows yet has none: zeros).
 * A subquery to join by `lease_id`.
 */
export function leaseBalancesSql(orgId: string) {
  return sql`(
    select l.id as lease_id,
           coalesce(b.charges_cents, 0) as charges, coalesce(b.payments_cents, 0) as payments,
           coalesce(b.credits_cents, 0) as credits,
           coalesce(b.charges_cents - b.payments_cents - b.credits_cents, 0) as balance
      from leases l
      left join ${leaseBalances} b on b.organization_id = l.organization_id and b.lease_id = l.id
     where l.organization_id = ${orgId})`;
}

/**
 * The same totals summed from the ledger rows themselves: what lease_balances must always equal
 * (the property tests compare them after random sequences of writes).
 */
export function leaseTotalsFromLedgerSql(orgId: string) {
  return sql`
    select lease_id, sum(c) as charges_cents, sum(p) as payments_cents, sum(r) as credits_cents,
           sum(d) as deposit_held_cents
      from (select lease_id, case when waived_at is null then amount_cents else 0 end as c, 0 as p, 0 as r, 0 as d
              from ${leaseCharges} where organization_id = ${orgId}
            union all select lease_id, 0, amount_cents, 0, 0 from ${leasePayments} where organization_id = ${orgId}
            union all select lease_id, 0, 0, amount_cents, 0 from ${leaseCredits} where organization_id = ${orgId}
            union all select lease_id, 0, 0, 0, case when kind = 'received' then amount_cents else -amount_cents end
              from ${leaseDeposits} where organization_id = ${orgId}) x
     group by lease_id`;
}

export interface OpenCharge {
  id: string;
  chargeType: ChargeType;
  description: string;
  dueDate: string;
  amountCents: number;
  openCents: number;
}

/** A lease's charges, oldest due first, with what is still open on each (waived ones excluded). */
export async function chargesWithOpen(tx: Db, orgId: string, leaseId: string): Promise<OpenCharge[]> {
  const rows = rowsOf<{
    id: string;
    charge_type: ChargeType;
    description: string;
    due_date: string;
    amount_cents: string;
    applied: string;
  }>(
    await tx.execute(sql`
      select c.id, c.charge_type, c.description, c.due_date::text as due_date, c.amount_cents,
             coalesce((select sum(a.amount_cents) from ${leaseAllocations} a
                        where a.organization_id = c.organization_id and a.charge_id = c.id), 0) as applied
        from ${leaseCharges} c
       where c.organization_id = ${orgId} and c.lease_id = ${leaseId} and c.waived_at is null
       order by c.due_date, c.created_at, c.id`),
  );
  return rows.map((r) => ({
    id: r.id,
    chargeType: r.charge_type,
    description: r.description,
    dueDate: r.due_date,
    amountCents: toCents(r.amount_cents),
    openCents: toCents(r.amount_cents) - toCents(r.applied),
  }));
}

export interface UnappliedSource {
  kind: "payment" | "credit";
  id: string;
  date: string;
  unappliedCents: number;
}

/** Payments and credits not fully applied to charges (an overpayment), oldest first. */
export async function unappliedSources(tx: Db, orgId: string, leaseId: string): Promise<UnappliedSource[]> {
  const rows = rowsOf<{ kind: "payment" | "credit"; id: string; date: string; left: string }>(
    await tx.execute(sql`
      select * from (
        select 'payment' as kind, p.id, p.date::text as date, p.created_at,
               p.amount_cents - coalesce((select sum(a.amount_cents) from ${leaseAllocations} a
                                           where a.organization_id = p.organization_id and a.payment_id = p.id), 0) as left
          from ${leasePayments} p where p.organization_id = ${orgId} and p.lease_id = ${leaseId}
        union all
        select 'credit', r.id, r.date::text, r.created_at,
               r.amount_cents - coalesce((select sum(a.amount_cents) from ${leaseAllocations} a
                                           where a.organization_id = r.organization_id and a.credit_id = r.id), 0)
          from ${leaseCredits} r where r.organization_id = ${orgId} and r.lease_id = ${leaseId}
      ) s where s.left > 0 order by s.date, s.created_at, s.id`),
  );
  return rows.map((r) => ({ kind: r.kind, id: r.id, date: r.date, unappliedCents: toCents(r.left) }));
}

/** The lease's ledger in date order with a running balance. */
export async function leaseLedger(db: Db, orgId: string, leaseId: string): Promise<LeaseLedger> {
  const charges = await db
    .select()
    .from(leaseCharges)
    .where(and(eq(leaseCharges.organizationId, orgId), eq(leaseCharges.leaseId, leaseId)))
    .orderBy(asc(leaseCharges.dueDate), asc(leaseCharges.createdAt));
  const open = new Map((await chargesWithOpen(db, orgId, leaseId)).map((c) => [c.id, c.openCents]));
  const payments = await db
    .select()
    .from(leasePayments)
    .where(and(eq(leasePayments.organizationId, orgId), eq(leasePayments.leaseId, leaseId)));
  const credits = await db
    .select()
    .from(leaseCredits)
    .where(and(eq(leaseCredits.organizationId, orgId), eq(leaseCredits.leaseId, leaseId)));
  type Draft = Omit<LedgerEntry, "balanceCents"> & { order: number };
  const drafts: Draft[] = [
    ...charges.map((c) => ({
      date: c.dueDate,
      kind: "charge" as const,
      id: c.id,
      description: c.description,
      chargeType: c.chargeType,
      method: null,
      amountCents: c.waivedAt ? 0 : c.amountCents,
      openCents: c.waivedAt ? 0 : (open.get(c.id) ?? 0),
      waived: c.waivedAt !== null,
      order: 0,
    })),
    ...payments.map((p) => ({
      date: p.date,
      kind: "payment" as const,
      id: p.id,
      description:
        p.method === "deposit"
          ? "Security deposit applied"
          : `Payment (${p.method.replace("_", " ")}${p.reference ? ` ${p.reference}` : ""})`,
      chargeType: null,
      method: p.method,
      amountCents: -p.amountCents,
      openCents: null,
      waived: false,
      order: 1,
    })),
    ...credits.map((r) => ({
      date: r.date,
      kind: "credit" as const,
      id: r.id,
      description: `Credit: ${r.reason}`,
      chargeType: null,
      method: null,
      amountCents: -r.amountCents,
      openCents: null,
      waived: false,
      order: 2,
    })),
  ].sort((a, b) => (a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1));
  let balance = 0;
  const entries = drafts.map(({ order: _order, ...d }) => {
    balance += d.amountCents;
    return { ...d, balanceCents: balance };
  });
  const sum = (xs: { amountCents: number }[]) => xs.reduce((s, x) => s + x.amountCents, 0);
  const chargesCents = sum(charges.filter((c) => !c.waivedAt));
  const paymentsCents = sum(payments);
  const creditsCents = sum(credits);
  const unapplied = await unappliedSources(db, orgId, leaseId);
  return {
    leaseId,
    entries,
    chargesCents,
    paymentsCents,
    creditsCents,
    balanceCents: chargesCents - paymentsCents - creditsCents,
    unappliedCents: unapplied.reduce((s, u) => s + u.unappliedCents, 0),
  };
}
