// Cash flow, direct method: the money that moved through bank, cash and credit-card accounts,
// classified by the other side of each entry. Entries that touch no cash account (depreciation,
// charges to receivables) move no cash and are left out, so the net change equals the change in
// the cash accounts' balances exactly.
import { sql } from "drizzle-orm";
import {
  addDays,
  type CashFlowQuery,
  describeRange,
  formatDay,
  resolvePeriod,
  type Statement,
  type StatementRow,
} from "../../shared/reports";
import { formatMoney } from "../accounting/money";
import type { Db } from "../db/client";
import { isCash, resolveBasis } from "./basis";
import { type AccountSum, accountSums, organizationName, sumValues } from "./journal";

/** Lines of entries that moved cash (on their non-cash side: the account condition below). */
const movedCash = sql`exists (
  select 1 from journal_lines c join accounts ca on ca.id = c.account_id
  where c.organization_id = jl.organization_id and c.transaction_id = jl.transaction_id and ${isCash("ca")})`;

type Activity = "operating" | "investing" | "financing";
function activityOf(s: AccountSum): Activity {
  if (s.type === "equity" || s.subtype === "loan") return "financing";
  if (s.subtype === "fixed_asset" || s.subtype === "other_asset") return "investing";
  return "operating";
}

const TITLES: Record<Activity, [string, string]> = {
  operating: ["Operating activities", "Net cash from operating activities"],
  investing: ["Investing activities", "Net cash from investing activities"],
  financing: ["Financing activities", "Net cash from financing activities"],
};

export async function cashFlow(db: Db, orgId: string, q: CashFlowQuery, today: string): Promise<Statement> {
  const range = resolvePeriod(q, today);
  const all = ["asset", "liability", "equity", "income", "expense"];
  const basis = await resolveBasis(db, orgId, q.basis, range.to);
  const view = basis.view;
  const cash = isCash("a");
  const [flows, opening, closing, orgName] = await Promise.all([
    accountSums(db, orgId, {
      ...range,
      types: all,
      accountWhere: sql`not ${cash}`,
      lineWhere: movedCash,
      view,
    }),
    accountSums(db, orgId, { to: addDays(range.from, -1), types: all, accountWhere: cash, view }),
    accountSums(db, orgId, { to: range.to, types: all, accountWhere: cash, view }),
    organizationName(db, orgId),
  ]);
  const rows: StatementRow[] = [];
  let change = 0;
  for (const activity of ["operating", "investing", "financing"] as const) {
    const [title, totalLabel] = TITLES[activity];
    const lines = flows.filter((f) => f.net !== 0 && activityOf(f) === activity);
    if (lines.length === 0) continue;
    rows.push({ label: title, kind: "heading", depth: 0, values: [] });
    let total = 0;
    for (const l of lines) {
      rows.push({ label: `${l.code} ${l.name}`, code: l.code, kind: "line", depth: 1, values: [-l.net] });
      total -= l.net;
    }
    rows.push({ label: totalLabel, kind: "subtotal", depth: 0, values: [total] });
    change += total;
  }
  const open = sumValues(opening.map((o) => o.net));
  const close = sumValues(closing.map((o) => o.net));
  rows.push(
    { label: "Net change in cash", kind: "total", depth: 0, values: [change] },
    { label: `Cash at ${formatDay(range.from)} (opening)`, kind: "line", depth: 0, values: [open] },
    { label: `Cash at ${formatDay(range.to)} (closing)`, kind: "total", depth: 0, values: [close] },
  );
  const diff = open + change - close;
  return {
    report: "cash-flow",
    title: "Statement of Cash Flows",
    organizationName: orgName,
    periodLabel: describeRange(range),
    from: range.from,
    to: range.to,
    basis: basis.label,
    columns: [{ key: "amount", label: describeRange(range) }],
    rows,
    checks: [
      {
        label:
          diff === 0
            ? "Opening cash plus the net change equals closing cash"
            : `Cash does not reconcile by ${formatMoney(diff)}`,
        ok: diff === 0,
      },
      ...basis.notes,
    ],
    fileName: `cash-flow-${range.from}-${range.to}`,
  };
}
