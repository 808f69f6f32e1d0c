// The basis a report is drawn on: cash or accrual, as the user asks, by default the organization's
// books basis for rent. Accrual books carry receivables (rent charged, not yet paid) and Prepaid Rent
// (paid before it was charged); their cash-basis view recognises income when the money arrived, using
// the tenant ledger's record of which charges each payment paid. Cash books have nothing to defer, so
// both views of them are the books as posted.
import { type SQL, sql } from "drizzle-orm";
import type { ReportBasisChoice } from "../../shared/reports";
import { accounts, journalLines } from "../accounting/schema";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { ACCOUNT_CODES, booksBasis, CHARGE_ACCOUNT } from "../leasing/books";
import { leaseAllocations, leaseCharges, leasePayments } from "../leasing/schema";

/** posted: the journal as it stands; cash: accrual books seen on the cash basis. */
export type LedgerView = "posted" | "cash";

export interface ReportBasis {
  label: "Cash" | "Accrual";
  view: LedgerView;
  /** What the reader should know about the basis (shown with the statement's checks). */
  notes: { label: string; ok: boolean }[];
}

/** Bank, cash and credit-card accounts: where money moves. */
export const isCash = (alias: string) =>
  sql.raw(
    `(${alias}.subtype in ('bank', 'cash') and ${alias}.type = 'asset' or ${alias}.subtype = 'credit_card')`,
  );

/** Receivable accounts and Prepaid Rent: what accrual books defer until money moves or a charge is due. */
const isDeferral = (alias: string) =>
  sql.raw(`(${alias}.subtype = 'receivable' or ${alias}.code = '${ACCOUNT_CODES.prepaidRent}')`);

/** Whether the books hold receivable or prepaid-rent lines dated up to `to`. */
async function holdsDeferrals(db: Db, orgId: string, to: string): Promise<boolean> {
  // Probes the (account, date) index per deferral account instead of joining the whole journal.
  const result = await db.execute(sql`
    select exists (
      select 1 from ${journalLines} jl
      where jl.account_id in (
        select a.id from ${accounts} a where a.organization_id = ${orgId} and ${isDeferral("a")})
        and jl.date <= ${to}
    ) as deferred`);
  return rowsOf<{ deferred: boolean }>(result)[0]?.deferred ?? false;
}

/** The basis asked for (default: the organization's books basis) and how to read the journal for it. */
export async function resolveBasis(
  db: Db,
  orgId: string,
  requested: ReportBasisChoice | undefined,
  to: string,
): Promise<ReportBasis> {
  const [chosen, deferred] = await Promise.all([
    requested ?? booksBasis(db, orgId),
    holdsDeferrals(db, orgId, to),
  ]);
  if (chosen === "cash") return { label: "Cash", view: deferred ? "cash" : "posted", notes: [] };
  const notes = deferred
    ? []
    : [
        {
          label:
            "The books hold no receivables: income was recorded when received, so the accrual basis shows the books as posted",
          ok: true,
        },
      ];
  return { label: "Accrual", view: "posted", notes };
}

/** The income account code each charge type posts to, as SQL over `c.charge_type`. */
function chargeAccountCode(): SQL {
  const whens = Object.entries(CHARGE_ACCOUNT).map(
    ([type, key]) => sql`when ${type} then ${ACCOUNT_CODES[key]}`,
  );
  return sql`(case c.charge_type ${sql.join(whens, sql` `)} end)`;
}

/**
 * The organization's journal lines in the range on the cash basis, with the columns of
 * journal_lines the reports read. Entries that defer (a charge to the receivable, a credit or a
 * prepaid application through Prepaid Rent) and moved no money are left out; in entries that moved
 * money, a credit to the receivable becomes the income of the charges the payment paid (the
 * allocations recorded with the payment), and a credit to Prepaid Rent becomes rent, as cash books
 * post them. What allocations do not explain (a receivable posted by hand) counts as other income.
 */
export function cashViewSql(orgId: string, range: { from: string | null; to: string }): SQL {
  const inRange = (alias: string) => {
    const c = (column: string) => sql.raw(`${alias}.${column}`);
    return sql`${c("organization_id")} = ${orgId} and ${c("date")} <= ${range.to} ${
      range.from ? sql`and ${c("date")} >= ${range.from}` : sql``
    }`;
  };
  return sql`(
    with kinds as (
      select array(select a.id from ${accounts} a where a.organization_id = ${orgId} and ${isDeferral("a")}) as deferral,
             array(select a.id from ${accounts} a where a.organization_id = ${orgId} and a.subtype = 'receivable') as receivable,
             array(select a.id from ${accounts} a where a.organization_id = ${orgId} and ${isCash("a")}) as cash
    ), entry as (
      select transaction_id, bool_or(account_id = any(k.deferral)) as deferred, bool_or(account_id = any(k.cash)) as moved_cash
        from ${journalLines} j, kinds k
       where ${inRange("j")}
       group by transaction_id
    ), line as (
      select l.organization_id, l.transaction_id, l.account_id, l.property_id, l.date, l.debit_cents, l.credit_cents,
             e.deferred, e.moved_cash, l.account_id = any(k.deferral) as deferral, l.account_id = any(k.receivable) as receivable
        from ${journalLines} l join entry e on e.transaction_id = l.transaction_id, kinds k
       where ${inRange("l")}
    ), moved as (
      select l.*,
             coalesce((select sum(al.amount_cents) from ${leasePayments} p
                         join ${leaseAllocations} al on al.organization_id = p.organization_id and al.payment_id = p.id
                                                    and al.created_at = p.created_at
                        where l.receivable and p.organization_id = l.organization_id
                          and p.transaction_id = l.transaction_id), 0) as allocated
        from line l
       where l.deferral and l.moved_cash
    )
    select organization_id, transaction_id, account_id, property_id, date, debit_cents, credit_cents
      from line
     where not deferred or (moved_cash and not deferral)
    union all
    -- allocations made with the payment (created with it); later ones applied money already counted
    select m.organization_id, m.transaction_id, ia.id, m.property_id, m.date, 0::bigint, sum(al.amount_cents)::bigint
      from moved m
      join ${leasePayments} p on p.organization_id = m.organization_id and p.transaction_id = m.transaction_id
      join ${leaseAllocations} al on al.organization_id = p.organization_id and al.payment_id = p.id
                                 and al.created_at = p.created_at
      join ${leaseCharges} c on c.organization_id = al.organization_id and c.id = al.charge_id
      join ${accounts} ia on ia.organization_id = m.organization_id and ia.code = ${chargeAccountCode()}
     where m.receivable
     group by m.organization_id, m.transaction_id, ia.id, m.property_id, m.date
    union all
    select m.organization_id, m.transaction_id, fa.id, m.property_id, m.date,
           greatest(m.debit_cents - m.credit_cents + m.allocated, 0)::bigint,
           greatest(m.credit_cents - m.debit_cents - m.allocated, 0)::bigint
      from moved m
      join ${accounts} fa on fa.organization_id = m.organization_id
                         and fa.code = (case when m.receivable then ${ACCOUNT_CODES.otherIncome} else ${ACCOUNT_CODES.rent} end)
     where m.credit_cents - m.debit_cents <> m.allocated
  )`;
}
