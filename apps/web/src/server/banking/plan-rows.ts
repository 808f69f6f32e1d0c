// Staged rows → balanced entries. Money in goes to an income account (or comes from a balance-sheet
// account: a transfer in); money out goes to an expense or balance-sheet account. Uncategorised
// rows post to Other Income / Other Expenses, so the books balance while the user catches up.
import type { AccountRow } from "../accounting/schema";
import { badRequest } from "../http/errors";
import type { PlannedEntry } from "./post-batch";
import type { BankImportRow } from "./schema";

export interface PlanContext {
  bank: AccountRow;
  accounts: Map<string, AccountRow>;
  /** The fallback categories of uncategorised money in and money out. */
  uncategorisedIn: AccountRow | undefined;
  uncategorisedOut: AccountRow | undefined;
  /** unit id → its property id. */
  units: Map<string, string>;
}

const BALANCE_SHEET = new Set(["asset", "liability", "equity"]);

/** Splits `total` by basis points; the remainder cents go to the largest shares first. */
function splitByBasisPoints(total: number, shares: readonly number[]): number[] {
  const exact = shares.map((bp) => (total * bp) / 10_000);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left--;
  }
  return out;
}

export function planRow(row: BankImportRow, ctx: PlanContext): PlannedEntry {
  const where = `Row ${row.rowNo}`;
  const inflow = row.amountCents > 0;
  const total = Math.abs(row.amountCents);
  const fallback = inflow ? ctx.uncategorisedIn : ctx.uncategorisedOut;
  const shares = row.splits ?? [
    { accountId: row.categoryAccountId ?? fallback?.id ?? "", basisPoints: 10_000 },
  ];
  const cats = shares.map((s) => {
    const a = ctx.accounts.get(s.accountId);
    if (!a)
      throw badRequest(
        `${where}: choose a category (the chart of accounts has no ${inflow ? "Other Income" : "Other Expenses"} account)`,
      );
    if (a.id === ctx.bank.id) throw badRequest(`${where}: the category cannot be the bank account itself`);
    return a;
  });
  const kinds = new Set(cats.map((a) => (BALANCE_SHEET.has(a.type) ? "transfer" : a.type)));
  if (kinds.size > 1) throw badRequest(`${where}: a split mixes transfers with income or expense accounts`);
  const kind = [...kinds][0]!;
  if ((inflow && kind === "expense") || (!inflow && kind === "income")) {
    const want = inflow ? "an income or balance-sheet account" : "an expense or balance-sheet account";
    throw badRequest(`${where}: money ${inflow ? "in" : "out"} needs ${want}`);
  }
  if (row.unitId && ctx.units.get(row.unitId) !== row.propertyId)
    throw badRequest(`${where}: the unit belongs to another property`);
  const amounts = splitByBasisPoints(
    total,
    shares.map((s) => s.basisPoints),
  );
  const propertyId = row.propertyId;
  // A transfer in is entered from the source account's side, as the accounting service records transfers.
  const transferIn = kind === "transfer" && inflow;
  if (transferIn && cats.length > 1) throw badRequest(`${where}: money in can come from one account only`);
  const bankSide = transferIn ? cats[0]! : ctx.bank;
  const counter = transferIn
    ? [{ a: ctx.bank, cents: total }]
    : cats.map((a, i) => ({ a, cents: amounts[i]! }));
  const splitsDebit = kind !== "income";
  const lines = [
    { accountId: bankSide.id, propertyId, debit: splitsDebit ? 0 : total, credit: splitsDebit ? total : 0 },
    ...counter
      .filter((c) => c.cents > 0)
      .map((c) => ({
        accountId: c.a.id,
        propertyId,
        debit: splitsDebit ? c.cents : 0,
        credit: splitsDebit ? 0 : c.cents,
      })),
  ];
  return {
    date: row.date,
    description: row.description.slice(0, 300),
    payee: row.payee?.slice(0, 200) ?? null,
    type: kind === "transfer" ? "transfer" : (kind as "income" | "expense"),
    bankAccountId: bankSide.id,
    propertyId,
    unitId: row.unitId,
    memo: row.memo?.slice(0, 2000) ?? null,
    reference: row.reference,
    lines,
  };
}
