// The trial balance as a statement with a debit and a credit column, so it gets the same page and
// the same CSV, XLSX and PDF files as the other reports. On the cash basis it reads the cash view of
// accrual books (basis.ts), which balances like the journal: each replaced line keeps its entry's net.
import { ACCOUNT_TYPES } from "../../shared/accounting";
import {
  describeRange,
  resolvePeriod,
  type Statement,
  type TrialBalanceReportQuery,
} from "../../shared/reports";
import { formatMoney } from "../accounting/money";
import type { AccountingService } from "../accounting/service";
import { resolveBasis } from "./basis";
import { accountSums, organizationName, propertyName } from "./journal";

export async function trialBalanceStatement(
  svc: AccountingService,
  orgId: string,
  q: TrialBalanceReportQuery,
): Promise<Statement> {
  const range = resolvePeriod(q, svc.today());
  const [basis, orgName, scope] = await Promise.all([
    resolveBasis(svc.db, orgId, q.basis, range.to),
    organizationName(svc.db, orgId),
    q.propertyId ? propertyName(svc.db, orgId, q.propertyId) : null,
  ]);
  const sums = await accountSums(svc.db, orgId, {
    ...range,
    types: ACCOUNT_TYPES,
    propertyId: q.propertyId,
    view: basis.view,
  });
  const lines = sums
    .filter((s) => s.net !== 0)
    .map((s) => ({
      label: `${s.code} ${s.name}`,
      code: s.code,
      kind: "line" as const,
      depth: 0,
      values: [s.net > 0 ? s.net : null, s.net < 0 ? -s.net : null],
    }));
  const debitCents = lines.reduce((t, l) => t + (l.values[0] ?? 0), 0);
  const creditCents = lines.reduce((t, l) => t + (l.values[1] ?? 0), 0);
  const diff = debitCents - creditCents;
  return {
    report: "trial-balance",
    title: scope ? `Trial Balance - ${scope}` : "Trial Balance",
    organizationName: orgName,
    periodLabel: describeRange(range),
    from: range.from,
    to: range.to,
    basis: basis.label,
    columns: [
      { key: "debit", label: "Debit" },
      { key: "credit", label: "Credit" },
    ],
    rows: [...lines, { label: "Total", kind: "total", depth: 0, values: [debitCents, creditCents] }],
    checks: [
      {
        label: diff === 0 ? "Debits equal credits" : `Debits and credits differ by ${formatMoney(diff)}`,
        ok: diff === 0,
      },
      ...basis.notes,
    ],
    fileName: `trial-balance-${range.from}-${range.to}`,
  };
}
