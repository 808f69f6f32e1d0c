// The trial balance (computed by the accounting read model) as a statement with a debit and a
// credit column, so it gets the same page and the same CSV, XLSX and PDF files as the other reports.
import {
  describeRange,
  resolvePeriod,
  type Statement,
  type TrialBalanceReportQuery,
} from "../../shared/reports";
import { trialBalance } from "../accounting/ledger-reports";
import { formatMoney } from "../accounting/money";
import type { AccountingService } from "../accounting/service";
import { postedBasis } from "./basis";
import { organizationName, propertyName } from "./journal";

export async function trialBalanceStatement(
  svc: AccountingService,
  orgId: string,
  q: TrialBalanceReportQuery,
): Promise<Statement> {
  const range = resolvePeriod(q, svc.today());
  const [tb, orgName, basis, scope] = await Promise.all([
    trialBalance(svc, orgId, { ...range, propertyId: q.propertyId }),
    organizationName(svc.db, orgId),
    postedBasis(svc.db, orgId, range.to),
    q.propertyId ? propertyName(svc.db, orgId, q.propertyId) : null,
  ]);
  const diff = tb.totals.debitCents - tb.totals.creditCents;
  return {
    report: "trial-balance",
    title: scope ? `Trial Balance - ${scope}` : "Trial Balance",
    organizationName: orgName,
    periodLabel: describeRange(range),
    from: range.from,
    to: range.to,
    basis,
    columns: [
      { key: "debit", label: "Debit" },
      { key: "credit", label: "Credit" },
    ],
    rows: [
      ...tb.rows.map((r) => ({
        label: `${r.code} ${r.name}`,
        code: r.code,
        kind: "line" as const,
        depth: 0,
        values: [r.debitCents || null, r.creditCents || null],
      })),
      { label: "Total", kind: "total", depth: 0, values: [tb.totals.debitCents, tb.totals.creditCents] },
    ],
    checks: [
      {
        label: diff === 0 ? "Debits equal credits" : `Debits and credits differ by ${formatMoney(diff)}`,
        ok: diff === 0,
      },
    ],
    fileName: `trial-balance-${range.from}-${range.to}`,
  };
}
