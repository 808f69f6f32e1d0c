// The existing labelled set's relevance (bench/search-queries.json): each query's `truth` turned into
// relevant ids with plain SQL, independent of the search code (`node bench/search.mjs --label`).
import { sql } from "drizzle-orm";

const { rowsOf } = await import("../src/server/db/sql-helpers.ts");

const list = (values) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export async function labelExisting(db, org, q) {
  const t = q.truth;
  if (t.target === "none" || t.target === "help")
    return t.target === "help" ? t.slugs.map((s) => `help:${s}`) : [];
  const propFilter = (alias) => {
    const conds = [];
    for (const s of t.streets ?? [])
      conds.push(
        sql`(${sql.raw(alias)}.name ilike ${`%${s}%`} or ${sql.raw(alias)}.address_line1 ilike ${`%${s}%`})`,
      );
    for (const n of t.properties ?? []) conds.push(sql`${sql.raw(alias)}.name = ${n}`);
    for (const c of t.cities ?? []) conds.push(sql`${sql.raw(alias)}.city = ${c}`);
    return conds.length ? sql`(${sql.join(conds, sql` or `)})` : null;
  };
  if (t.target === "properties") {
    const rows = rowsOf(
      await db.execute(
        sql`select id from properties p where organization_id = ${org} and ${propFilter("p")} order by name, id`,
      ),
    );
    return rows.map((r) => r.id);
  }
  if (t.target === "tenants") {
    const rows = rowsOf(
      await db.execute(
        sql`select id from tenants where organization_id = ${org} and name in (${list(t.names)}) order by name, id`,
      ),
    );
    return rows.map((r) => `tenant:${r.id}`);
  }
  // transactions
  const where = [sql`t.organization_id = ${org}`];
  if (t.type) where.push(sql`t.type = ${t.type}`);
  if (t.from) where.push(sql`t.date >= ${t.from}`);
  if (t.to) where.push(sql`t.date <= ${t.to}`);
  const pf = propFilter("p");
  if (pf) where.push(pf);
  if (t.payees) where.push(sql`t.payee in (${list(t.payees)})`);
  if (t.payeePrefix) where.push(sql`t.payee ilike ${`% ${t.payeePrefix}%`}`);
  if (t.unit) where.push(sql`u.name = ${t.unit}`);
  const amount = t.codes
    ? sql`(select sum(jl.debit_cents + jl.credit_cents) from journal_lines jl join accounts a on a.id = jl.account_id
           where jl.transaction_id = t.id and jl.line_no > 0 and a.code in (${list(t.codes)}))`
    : sql`t.amount_cents`;
  if (t.codes) where.push(sql`${amount} is not null`);
  if (t.minCents !== undefined) where.push(sql`${amount} >= ${t.minCents}`);
  if (t.maxCents !== undefined) where.push(sql`${amount} <= ${t.maxCents}`);
  const textMatch = t.text?.length
    ? sql`(${sql.join(
        t.text.map((w) => sql`(t.description ilike ${`%${w}%`} or coalesce(t.payee, '') ilike ${`%${w}%`})`),
        sql` or `,
      )})`
    : sql`false`;
  if (t.textOnly) where.push(textMatch);
  const order = t.order === "amount_desc" ? sql`amount desc, t.date desc, t.id` : sql`t.date desc, t.id`;
  const rows = rowsOf(
    await db.execute(sql`
      select t.id, ${amount}::float8 as amount, ${textMatch} as text_hit
        from transactions t left join properties p on p.id = t.property_id left join units u on u.id = t.unit_id
       where ${sql.join(where, sql` and `)}
       order by ${order}`),
  );
  if (t.order === "amount_desc") {
    const k = t.top ?? 10;
    return rows.slice(0, k).map((r, i) => ({ id: r.id, gain: k - i }));
  }
  if (t.text?.length && !t.textOnly) return rows.map((r) => ({ id: r.id, gain: r.text_hit ? 2 : 1 }));
  return rows.map((r) => r.id);
}
