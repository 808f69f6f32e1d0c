// What every report reads from the journal: per-account sums in SQL over bigint cents, the
// organization's name and org-scoped lookups (another organization's id → 404).
import { and, eq, type SQL, sql } from "drizzle-orm";
import { accounts, journalLines, properties } from "../accounting/schema";
import type { Db } from "../db/client";
import { organizations } from "../db/core-schema";
import { rowsOf } from "../db/sql-helpers";
import { notFound } from "../http/errors";
import { cashViewSql, type LedgerView } from "./basis";

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
  /** Extra condition over the account `a`. */
  accountWhere?: SQL;
  /** Extra condition over the journal line `jl`. */
  lineWhere?: SQL;
  /** The lines to sum: the books as posted (default) or their cash-basis view (basis.ts). */
  view?: LedgerView;
}

/**
 * Per account (and key): debits − credits of the journal lines in the range, summed by PostgreSQL.
 * The accounts wanted are resolved to ids first so the scan reads only their lines, from the
 * (organization, account, date) index that carries the amounts; the groups come back as one text
 * per account ("key:net;key:net"), since a P&L by property has thousands of them and building a
 * JSON value per group cost more than the sum itself.
 */
export async function accountSums(db: Db, orgId: string, o: SumOptions): Promise<AccountSum[]> {
  const typeList = sql.join(
    o.types.map((t) => sql`${t}`),
    sql`, `,
  );
  const range = { from: o.from ?? null, to: o.to };
  const source = o.view === "cash" ? cashViewSql(orgId, range) : sql`${journalLines}`;
  const result = await db.execute(sql`
    with s as (
      select jl.account_id, ${o.key ?? sql`null::text`} as k, sum(jl.debit_cents - jl.credit_cents) as net
        from ${source} jl
       where jl.organization_id = ${orgId} and jl.date <= ${o.to}
         ${o.from ? sql`and jl.date >= ${o.from}` : sql``}
         and jl.account_id = any(array(
           select a.id from ${accounts} a
            where a.organization_id = ${orgId} and a.type in (${typeList})
              ${o.accountWhere ? sql`and ${o.accountWhere}` : sql``}))
         ${o.propertyId ? sql`and jl.property_id = ${o.propertyId}` : sql``}
         ${o.lineWhere ? sql`and ${o.lineWhere}` : sql``}
       group by 1, 2
    )
    select a.id, a.code, a.name, a.type, a.subtype,
           string_agg(coalesce(s.k::text, '') || ':' || s.net::text, ';') as cells
      from s join ${accounts} a on a.organization_id = ${orgId} and a.id = s.account_id
     group by a.id
     order by a.code`);
  const out: AccountSum[] = [];
  for (const r of rowsOf<AccountRow>(result)) {
    for (const cell of r.cells.split(";")) {
      const at = cell.lastIndexOf(":");
      const k = cell.slice(0, at);
      out.push({
        accountId: r.id,
        code: r.code,
        name: r.name,
        type: r.type,
        subtype: r.subtype,
        k: k === "" ? null : k,
        net: cents(cell.slice(at + 1)),
      });
    }
  }
  return out;
}

interface AccountRow {
  id: string;
  code: string;
  name: string;
  type: string;
  subtype: string;
  cells: string;
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

/** Every property's name by id, in name order; one JSON text, as 2 000 rows cost more to decode. */
export async function propertyNames(db: Db, orgId: string): Promise<Map<string, string>> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(p.id, p.name) order by p.name, p.id), '[]')::text as names
      from ${properties} p where p.organization_id = ${orgId}`);
  const [row] = rowsOf<{ names: string }>(result);
  return new Map(JSON.parse(row?.names ?? "[]") as [string, string][]);
}

export const sumValues = (values: (number | null)[]) => values.reduce<number>((s, v) => s + (v ?? 0), 0);
