// 1099 vendor report: payees paid at least $600 in the year, by expense account, from bank and
// cash accounts only. Card payments are left out because the card processor reports them (1099-K).
// Only expense accounts on a Schedule E service line count: a 1099-NEC/MISC reports payments for
// services, never property taxes, interest, insurance premiums, utilities, supplies or depreciation.
import { sql } from "drizzle-orm";
import {
  FORM_1099_THRESHOLD_CENTS,
  type Statement,
  type StatementRow,
  type Vendor1099Query,
} from "../../shared/reports";
import { accounts, journalLines, transactions } from "../accounting/schema";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { cents, organizationName } from "./journal";

/**
 * Schedule E lines that pay for services: 5 advertising, 7 cleaning and maintenance,
 * 8 commissions, 10 legal and professional fees, 11 management fees, 14 repairs, 19 other.
 * Line 6 (auto and travel) is left out: it is fuel, vehicle costs, fares and mileage, goods and
 * carriers rather than a landlord's service providers. Accounts without a Schedule E line are left
 * out too: nothing says they are services, and a tax or insurance account must not slip in.
 */
const FORM_1099_SCHEDULE_E_LINES = [5, 7, 8, 10, 11, 14, 19] as const;
const SERVICE_LINES_NOTE =
  "Counts expense accounts on Schedule E service lines: advertising, cleaning and maintenance, commissions, legal and professional fees, management fees, repairs and other expenses. Taxes, interest, insurance, utilities, supplies, depreciation, auto and travel and accounts without a Schedule E line are left out.";

export async function vendor1099(db: Db, orgId: string, q: Vendor1099Query): Promise<Statement> {
  const from = `${q.year}-01-01`;
  const to = `${q.year}-12-31`;
  // Payees are matched case- and space-insensitively ("Ace Plumbing " = "ace plumbing").
  const result = await db.execute(sql`
    with paid as (
      select lower(btrim(t.payee)) as k, min(btrim(t.payee)) as payee, a.code, a.name,
        sum(jl.debit_cents - jl.credit_cents) as amount
      from ${transactions} t
      join ${accounts} bank on bank.id = t.bank_account_id
      join ${journalLines} jl on jl.organization_id = t.organization_id and jl.transaction_id = t.id and jl.line_no > 0
      join ${accounts} a on a.id = jl.account_id
      where t.organization_id = ${orgId} and t.date between ${from} and ${to} and t.type = 'expense'
        and coalesce(btrim(t.payee), '') <> '' and bank.subtype in ('bank', 'cash') and a.type = 'expense'
        and a.schedule_e_line in (${sql.raw(FORM_1099_SCHEDULE_E_LINES.join(", "))})
      group by 1, 3, 4
    )
    select k, min(payee) over (partition by k) as payee, code, name, amount, sum(amount) over (partition by k) as total
    from paid order by total desc, k, code`);
  const rows = rowsOf<{
    k: string;
    payee: string;
    code: string;
    name: string;
    amount: unknown;
    total: unknown;
  }>(result);
  const byPayee = new Map<string, { payee: string; total: number; lines: StatementRow[] }>();
  for (const r of rows) {
    const total = cents(r.total);
    if (total < FORM_1099_THRESHOLD_CENTS) continue;
    const group = byPayee.get(r.k) ?? { payee: r.payee, total, lines: [] };
    byPayee.set(r.k, group);
    group.lines.push({
      label: `${r.code} ${r.name}`,
      code: r.code,
      kind: "line",
      depth: 1,
      values: [cents(r.amount)],
    });
  }
  const out: StatementRow[] = [];
  let grand = 0;
  for (const g of byPayee.values()) {
    out.push({ label: g.payee, kind: "heading", depth: 0, values: [] }, ...g.lines);
    out.push({ label: `Total ${g.payee}`, kind: "subtotal", depth: 0, values: [g.total] });
    grand += g.total;
  }
  const n = byPayee.size;
  out.push({
    label: `Total paid to ${n} payee${n === 1 ? "" : "s"}`,
    kind: "total",
    depth: 0,
    values: [grand],
  });
  return {
    report: "vendor-1099",
    title: "1099 Vendor Report",
    organizationName: await organizationName(db, orgId),
    periodLabel: `Year ${q.year} - service payees paid $600.00 or more, card payments excluded`,
    from,
    to,
    basis: "Cash",
    columns: [{ key: "amount", label: `Paid in ${q.year}` }],
    rows: out,
    checks: [{ label: SERVICE_LINES_NOTE, ok: true }],
    fileName: `vendor-1099-${q.year}`,
  };
}
