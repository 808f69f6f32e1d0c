// "Find the difference": transactions that could explain a non-zero difference. The usual causes
// are a transaction not ticked (or ticked but not on the statement), one ticked twice, digits
// swapped when it was typed (the difference is then a multiple of 9) and a sign typed the wrong way
// (the difference is then twice the amount).
import type { DifferenceHelp, DifferenceHint, ReconciliationLine } from "../../../shared/reconciliation";
import { formatMoney } from "../../accounting/money";
import type { Db } from "../../db/client";
import { candidateLines, naturalSign, reconciliationWithAccount, summaryOf } from "./queries";

const MAX_HINTS = 50;

/** Every amount obtained by swapping two adjacent different digits of |cents|, with the sign kept. */
export function transpositions(cents: number): number[] {
  const digits = String(Math.abs(cents)).padStart(3, "0");
  const out = new Set<number>();
  for (let i = 0; i + 1 < digits.length; i++) {
    if (digits[i] === digits[i + 1]) continue;
    const swapped = `${digits.slice(0, i)}${digits[i + 1]}${digits[i]}${digits.slice(i + 2)}`;
    out.add(Math.sign(cents) * Number(swapped));
  }
  return [...out];
}

/** The hints for a difference among the candidate lines, most likely kinds first. */
export function differenceHints(differenceCents: number, lines: ReconciliationLine[]): DifferenceHint[] {
  const d = differenceCents;
  if (d === 0) return [];
  const hint = (
    l: ReconciliationLine,
    kind: DifferenceHint["kind"],
    explanation: string,
  ): DifferenceHint => ({
    kind,
    transactionId: l.transactionId,
    date: l.date,
    description: l.description,
    amountCents: l.amountCents,
    cleared: l.cleared,
    explanation,
  });
  const cleared = lines.filter((l) => l.cleared);
  const clearedCount = new Map<number, number>();
  for (const l of cleared) clearedCount.set(l.amountCents, (clearedCount.get(l.amountCents) ?? 0) + 1);
  const hints: DifferenceHint[] = [];
  for (const l of lines) {
    if (!l.cleared && l.amountCents === d) {
      hints.push(
        hint(l, "missing", "Not ticked: if the statement shows it, ticking it closes the difference."),
      );
    }
  }
  for (const l of cleared) {
    if (l.amountCents !== -d) continue;
    if ((clearedCount.get(l.amountCents) ?? 0) > 1) {
      hints.push(
        hint(
          l,
          "duplicated",
          "Another ticked transaction has the same amount: if it was entered twice, untick and delete one.",
        ),
      );
    } else {
      hints.push(
        hint(l, "extra", "Ticked: if the statement does not show it, unticking it closes the difference."),
      );
    }
  }
  if (d % 9 === 0) {
    for (const l of cleared) {
      const right = transpositions(l.amountCents).find((t) => t - l.amountCents === d);
      if (right !== undefined) {
        hints.push(
          hint(
            l,
            "transposed",
            `Digits swapped? Entered as ${formatMoney(Math.abs(l.amountCents))}; ${formatMoney(Math.abs(right))} closes the difference.`,
          ),
        );
      }
    }
  }
  if (d % 2 === 0) {
    for (const l of cleared) {
      if (l.amountCents === -d / 2) {
        hints.push(
          hint(
            l,
            "sign",
            `Wrong direction? Entered as money ${l.amountCents > 0 ? "in" : "out"}; the other way closes the difference.`,
          ),
        );
      }
    }
  }
  return hints.slice(0, MAX_HINTS);
}

export async function findDifference(db: Db, orgId: string, id: string): Promise<DifferenceHelp> {
  const { rec, account } = await reconciliationWithAccount(db, orgId, id);
  const [summary, lines] = await Promise.all([
    summaryOf(db, orgId, rec, account),
    candidateLines(db, orgId, rec, naturalSign(account)),
  ]);
  return { differenceCents: summary.differenceCents, hints: differenceHints(summary.differenceCents, lines) };
}
