// What every report reads from the journal: per-account sums in SQL over bigint cents, the
// organization's name, its basis, and org-scoped lookups (another organization's id → 404).
import { and, eq, type SQL, sql } from "drizzle-orm";
import { accounts, journalLines, properties } from "../accounting/schema";
import type { Db } from "../db/client";
import { organizations } from "../db/core-schema";
import { rowsOf } from "../db/sql-helpers";
import { notFound } from "../http/errors";

export interface AccountSum {
  accountId: string;
  code: string;
  name: string;
  type: string;
  subtype: string;
  /** The grouping key (property id, month…), or null. */
  k: string | null;
  /** Debits − credits, integer cents. */
  net: number;
}

/** A database sum (numeric/bigint, often a string) as a JavaScript number, refused above 2^53. */
export function cents(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === "number" ? value : Number(value as string);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Amount out of the exact range: ${String(value)}`);
  return n;
}

export interface SumOptions {
  from?: string | null;
  to: string;
  /** Account types to include. */
  types: readonly string[];
  /** Grouping key over `jl` (journal line); omitted → one group. */
  key?: SQL;
  propertyId?: string;
  /** Extra condition over `jl` / `a`. */
  where?: SQL;
}

/**
 * Per account (and key): debits − credits of the journal lines in the range, summed by PostgreSQL.
 * Lines are grouped by account id first and the accounts joined after; the groups come back as one
 * JSON text, since a P&L by property has thousands and decoding them row by row costs more than the sum.
 */
export async function accountSums(db: Db, orgId: string, o: SumOptions): Promise<AccountSum[]> {
  const typeList = sql.join(
    o.types.map((t) => sql`${t}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with s as (
      select jl.account_id, ${o.key ?? sql`null::text`} as k, sum(jl.debit_cents) - sum(jl.credit_cents) as net
        from ${journalLines} jl join ${accounts} a on a.id = jl.account_id and a.organization_id = jl.organization_id
       where jl.organization_id = ${orgId} and jl.date <= ${o.to}
         ${o.from ? sql`and jl.date >= ${o.from}` : sql``}
         and a.type in (${typeList})
         ${o.propertyId ? sql`and jl.property_id = ${o.propertyId}` : sql``}
         ${o.where ? sql`and ${o.where}` : sql``}
       group by 1, 2
    )
    select coalesce(json_agg(json_build_array(a.id, a.code, a.name, a.type, a.subtype, s.k, s.net::text)
                             order by a.code), '[]')::text as sums
      from s join ${accounts} a on a.organization_id = ${orgId} and a.id = s.account_id`);
  const [row] = rowsOf<{ sums: string }>(result);
  const tuples = JSON.parse(row?.sums ?? "[]") as [string, string, string, string, string, unknown, string][];
  return tuples.map(([accountId, code, name, type, subtype, k, net]) => ({
    accountId,
    code,
    name,
    type,
    subtype,
    k: k === null ? null : String(k),
    net: cents(net),
  }));
}

export async function organizationName(db: Db, orgId: string): Promise<string> {
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) throw notFound("Organization not found");
  return org.name;
}

export async function propertyName(db: Db, orgId: string, id: string): Promise<string> {
  const [p] = await db
    .select({ name: properties.name })
    .from(properties)
    .where(and(eq(properties.organizationId, orgId), eq(properties.id, id)));
  if (!p) throw notFound("Property not found");
  return p.name;
}

export async function propertyNames(db: Db, orgId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.organizationId, orgId))
    .orderBy(properties.name);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Accrual when the books carry receivables or payables (income or costs recorded before the money
 * moved) up to `to`; otherwise every entry went through a bank, cash or card account: cash basis.
 */
export async function basisOf(db: Db, orgId: string, to: string): Promise<"Accrual" | "Cash"> {
  // Probes the (account, date) index per receivable account instead of joining the whole journal.
  const result = await db.execute(sql`
    select exists (
      select 1 from ${journalLines} jl
      where jl.account_id in (
        select a.id from ${accounts} a where a.organization_id = ${orgId} and a.subtype = 'receivable')
        and jl.date <= ${to}
    ) as accrual`);
  return rowsOf<{ accrual: boolean }>(result)[0]?.accrual ? "Accrual" : "Cash";
}

export const sumValues = (values: (number | null)[]) => values.reduce<number>((s, v) => s + (v ?? 0), 0);
