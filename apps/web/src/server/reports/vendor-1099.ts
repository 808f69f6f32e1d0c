// 1099 vendor report: payees paid at least $600 in the year, by expense account, from bank and
// cash accounts only. Card payments are left out because the card processor reports them (1099-K).
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
    periodLabel: `Year ${q.year} - payees paid $600.00 or more, card payments excluded`,
    from,
    to,
    basis: "Cash",
    columns: [{ key: "amount", label: `Paid in ${q.year}` }],
    rows: out,
    checks: [],
    fileName: `vendor-1099-${q.year}`,
  };
}
