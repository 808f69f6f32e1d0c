// An entry's share in the asked categories read from the row itself, and rows listed by amount:
// the two ways `matchSql` (transactions.ts) reads money without reading an entry's lines.
import { type SQL, sql } from "drizzle-orm";
import type { TxPlan } from "./transactions";

/**
 * The entry's share in `accounts` from the row itself, no lines read: split_cents (aligned with
 * account_ids, 0 for the bank's line), or the whole amount when the bank's line is a `fromSide` one.
 */
export function shareSql(accounts: readonly string[], fromSide: readonly string[] = []): SQL {
  const shares = accounts.map((a) => {
    const split = sql`coalesce(t.split_cents[array_position(t.account_ids, ${a}::uuid)], 0)`;
    return fromSide.includes(a)
      ? sql`(case when t.bank_account_id = ${a} then t.amount_cents else ${split} end)`
      : split;
  });
  return sql`(${sql.join(shares, sql` + `)})`;
}

/**
 * `rows` (of `transactions t`) by amount, at most `limit`. A month or less is read by date and sorted
 * (`offset 0` keeps it apart): down the amount index, the largest amounts of every year come first,
 * and a day's largest took 15 ms to reach.
 */
export function byAmountSql(plan: TxPlan, rows: SQL, { desc, limit }: { desc: boolean; limit: number }): SQL {
  const direction = desc ? sql`desc` : sql`asc`;
  if (withinAMonth(plan))
    return sql`select * from (${rows} offset 0) x order by cents ${direction}, date desc, id limit ${limit}`;
  return sql`${rows} order by t.amount_cents ${direction}, t.date desc, t.id limit ${limit}`;
}

const DAY_MS = 86_400_000;

/** The plan's period is a month or less. */
const withinAMonth = (plan: TxPlan) =>
  Boolean(plan.from && plan.to) && Date.parse(plan.to!) - Date.parse(plan.from!) <= 31 * DAY_MS;
