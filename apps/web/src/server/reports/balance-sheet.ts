// Balance sheet as of a date: every balance-sheet account's balance, with the earnings not yet
// closed to equity shown as retained earnings (before this year) and net income (this year), so
// assets = liabilities + equity holds for any journal that balances.
import {
  type BalanceSheetQuery,
  formatDay,
  periodContaining,
  type Statement,
  type StatementRow,
} from "../../shared/reports";
import { formatMoney } from "../accounting/money";
import type { Db } from "../db/client";
import { resolveBasis } from "./basis";
import { type AccountSum, accountSums, organizationName } from "./journal";

function block(title: string, sums: AccountSum[], sign: 1 | -1, extra: StatementRow[] = []) {
  const rows: StatementRow[] = [{ label: title, kind: "heading", depth: 0, values: [] }];
  let total = 0;
  for (const s of sums) {
    if (s.net === 0) continue;
    rows.push({ label: `${s.code} ${s.name}`, code: s.code, kind: "line", depth: 1, values: [sign * s.net] });
    total += sign * s.net;
  }
  for (const r of extra) {
    rows.push(r);
    total += r.values[0] ?? 0;
  }
  return { rows, total };
}

export async function balanceSheet(
  db: Db,
  orgId: string,
  q: BalanceSheetQuery,
  today: string,
): Promise<Statement> {
  const asOf = q.asOf ?? today;
  const yearStart = periodContaining("year", asOf).from;
  const pnlTypes = ["income", "expense"];
  const basis = await resolveBasis(db, orgId, q.basis, asOf);
  const view = basis.view;
  // On the cash view receivables and Prepaid Rent carry no lines, so they have no balance to show.
  const [balances, toDate, thisYear, orgName] = await Promise.all([
    accountSums(db, orgId, { to: asOf, types: ["asset", "liability", "equity"], view }),
    accountSums(db, orgId, { to: asOf, types: pnlTypes, view }),
    accountSums(db, orgId, { from: yearStart, to: asOf, types: pnlTypes, view }),
    organizationName(db, orgId),
  ]);
  /** Income − expenses: credits − debits of the income and expense accounts. */
  const net = (rows: AccountSum[]) => -rows.reduce((s, r) => s + r.net, 0);
  const earnings = { current: net(thisYear), prior: net(toDate) - net(thisYear) };
  const assets = block(
    "Assets",
    balances.filter((b) => b.type === "asset"),
    1,
  );
  const liabilities = block(
    "Liabilities",
    balances.filter((b) => b.type === "liability"),
    -1,
  );
  const earningRows: StatementRow[] = [
    { label: "Retained earnings (prior years)", kind: "line", depth: 1, values: [earnings.prior] },
    { label: `Net income ${asOf.slice(0, 4)} to date`, kind: "line", depth: 1, values: [earnings.current] },
  ];
  const equity = block(
    "Equity",
    balances.filter((b) => b.type === "equity"),
    -1,
    earningRows,
  );
  const liabilitiesAndEquity = liabilities.total + equity.total;
  const rows: StatementRow[] = [
    ...assets.rows,
    { label: "Total assets", kind: "total", depth: 0, values: [assets.total] },
    ...liabilities.rows,
    { label: "Total liabilities", kind: "subtotal", depth: 0, values: [liabilities.total] },
    ...equity.rows,
    { label: "Total equity", kind: "subtotal", depth: 0, values: [equity.total] },
    { label: "Total liabilities and equity", kind: "total", depth: 0, values: [liabilitiesAndEquity] },
  ];
  const diff = assets.total - liabilitiesAndEquity;
  return {
    report: "balance-sheet",
    title: "Balance Sheet",
    organizationName: orgName,
    periodLabel: `As of ${formatDay(asOf)}`,
    from: null,
    to: asOf,
    basis: basis.label,
    columns: [{ key: "balance", label: formatDay(asOf) }],
    rows,
    checks: [
      {
        label: diff === 0 ? "Assets equal liabilities plus equity" : `Out of balance by ${formatMoney(diff)}`,
        ok: diff === 0,
      },
      ...basis.notes,
    ],
    fileName: `balance-sheet-${asOf}`,
  };
}
