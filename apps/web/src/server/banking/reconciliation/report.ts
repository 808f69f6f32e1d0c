// The report of one reconciliation as a statement (the reports' PDF layout): the summary from the
// opening balance to the difference, then the cleared transactions and those still outstanding up
// to the statement date.
import type { ReconciliationLine } from "../../../shared/reconciliation";
import type { Statement, StatementRow } from "../../../shared/reports";
import type { Db } from "../../db/client";
import { organizationName } from "../../reports/journal";
import { candidateLines, naturalSign, reconciliationWithAccount, statementDay, summaryOf } from "./queries";

const line = (label: string, cents: number, depth = 1): StatementRow => ({
  label,
  kind: "line",
  depth,
  values: [cents],
});
const heading = (label: string): StatementRow => ({ label, kind: "heading", depth: 0, values: [null] });
const entry = (l: ReconciliationLine) =>
  line(`${l.date}  ${l.description}${l.reference ? ` #${l.reference}` : ""}`, l.amountCents, 1);

export async function reconciliationReport(db: Db, orgId: string, id: string): Promise<Statement> {
  const { rec, account } = await reconciliationWithAccount(db, orgId, id);
  const [summary, lines, orgName] = await Promise.all([
    summaryOf(db, orgId, rec, account),
    candidateLines(db, orgId, rec, naturalSign(account)),
    organizationName(db, orgId),
  ]);
  const cleared = lines.filter((l) => l.cleared);
  const outstanding = lines.filter((l) => !l.cleared);
  const ups = cleared.filter((l) => l.amountCents > 0);
  const downs = cleared.filter((l) => l.amountCents < 0);
  const sum = (ls: ReconciliationLine[]) => ls.reduce((s, l) => s + l.amountCents, 0);
  const card = account.type === "liability";
  const rows: StatementRow[] = [
    heading("Summary"),
    line("Opening balance", summary.openingBalanceCents),
    line(`Cleared ${card ? "charges" : "deposits and other increases"} (${ups.length})`, sum(ups)),
    line(
      `Cleared ${card ? "payments and credits" : "payments and other decreases"} (${downs.length})`,
      sum(downs),
    ),
    {
      label: "Cleared balance",
      kind: "subtotal",
      depth: 0,
      values: [summary.openingBalanceCents + summary.clearedCents],
    },
    line("Statement ending balance", summary.statementBalanceCents, 0),
    { label: "Difference", kind: "total", depth: 0, values: [summary.differenceCents] },
    heading(`Cleared transactions (${cleared.length})`),
    ...cleared.map(entry),
    heading(`Outstanding up to the statement date (${outstanding.length})`),
    ...outstanding.map(entry),
  ];
  const status =
    summary.status === "finished"
      ? `Finished ${summary.finishedAt!.slice(0, 10)}${summary.startedByName ? `, started by ${summary.startedByName}` : ""}`
      : "In progress: not finished";
  return {
    report: "bank-reconciliation",
    title: "Bank Reconciliation",
    organizationName: orgName,
    periodLabel: `${account.code} ${account.name}, statement ending ${statementDay(rec.statementDate)}`,
    from: null,
    to: rec.statementDate,
    basis: "Cash",
    columns: [{ key: "amount", label: "Amount" }],
    rows,
    checks: [
      { label: status, ok: summary.status === "finished" },
      {
        label:
          summary.differenceCents === 0
            ? "The cleared balance equals the statement"
            : "The difference is not zero",
        ok: summary.differenceCents === 0,
      },
    ],
    fileName: `reconciliation-${account.code}-${rec.statementDate}`,
  };
}
