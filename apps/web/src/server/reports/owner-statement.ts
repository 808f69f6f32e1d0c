// Owner statement for one property and period: what came in, what was spent, the management fees
// (Schedule E line 11 accounts) on their own, and the net to the owner; a PDF to send the owner.

import { sql } from "drizzle-orm";
import {
  describeRange,
  type OwnerStatementQuery,
  resolvePeriod,
  type Statement,
  type StatementRow,
} from "../../shared/reports";
import type { Db } from "../db/client";
import { resolveBasis } from "./basis";
import { type AccountSum, accountSums, organizationName, propertyName } from "./journal";

function section(title: string, lines: AccountSum[], totalLabel: string, sign: 1 | -1) {
  const rows: StatementRow[] = [{ label: title, kind: "heading", depth: 0, values: [] }];
  let total = 0;
  for (const l of lines) {
    rows.push({ label: `${l.code} ${l.name}`, code: l.code, kind: "line", depth: 1, values: [sign * l.net] });
    total += sign * l.net;
  }
  rows.push({ label: totalLabel, kind: "subtotal", depth: 0, values: [total] });
  return { rows, total };
}

export async function ownerStatement(
  db: Db,
  orgId: string,
  q: OwnerStatementQuery,
  today: string,
): Promise<Statement> {
  const range = resolvePeriod(q, today);
  const name = await propertyName(db, orgId, q.propertyId);
  const basis = await resolveBasis(db, orgId, q.basis, range.to);
  const view = basis.view;
  const [sums, fees, orgName] = await Promise.all([
    accountSums(db, orgId, { ...range, types: ["income", "expense"], propertyId: q.propertyId, view }),
    accountSums(db, orgId, {
      ...range,
      types: ["expense"],
      propertyId: q.propertyId,
      accountWhere: sql`a.schedule_e_line = 11`,
      view,
    }),
    organizationName(db, orgId),
  ]);
  const feeIds = new Set(fees.map((f) => f.accountId));
  const nonZero = sums.filter((s) => s.net !== 0);
  const income = section(
    "Income",
    nonZero.filter((s) => s.type === "income"),
    "Total income",
    -1,
  );
  const expenses = section(
    "Expenses",
    nonZero.filter((s) => s.type === "expense" && !feeIds.has(s.accountId)),
    "Total expenses",
    1,
  );
  const management = section(
    "Management fees",
    nonZero.filter((s) => feeIds.has(s.accountId)),
    "Total management fees",
    1,
  );
  return {
    report: "owner-statement",
    title: `Owner Statement - ${name}`,
    organizationName: orgName,
    periodLabel: describeRange(range),
    from: range.from,
    to: range.to,
    basis: basis.label,
    columns: [{ key: "amount", label: describeRange(range) }],
    rows: [
      ...income.rows,
      ...expenses.rows,
      ...management.rows,
      {
        label: "Net to owner",
        kind: "total",
        depth: 0,
        values: [income.total - expenses.total - management.total],
      },
    ],
    checks: basis.notes,
    fileName: `owner-statement-${range.from}-${range.to}`,
  };
}
