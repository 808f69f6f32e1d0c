import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedPortfolio } from "../accounting/seed";
import { seedLeasingDemo } from "../leasing/seed";
import { setupTestApp } from "../test/helpers";

// Tenant isolation in the schema itself (drizzle/0013_tenant_keys_sql.sql): whatever SQL writes, a row of one
// organization cannot point at a row of another. Each composite foreign key is tried with a reference
// to the other organization's row and must be refused by the database.
const t = setupTestApp();

type Rows<T> = { rows: T[] };
const rows = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;

interface Relation {
  name: string;
  child: string;
  parent: string;
  childCols: string[];
  parentCols: string[];
}

/** Every foreign key from a table with organization_id to another organization-owned table. */
async function orgRelations(): Promise<Relation[]> {
  return rows<Relation>(sql`
    select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(att, n)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.att order by k.n) as "childCols",
      array(select a.attname::text from unnest(c.confkey) with ordinality k(att, n)
            join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.att order by k.n) as "parentCols"
    from pg_constraint c
    where c.contype = 'f' and c.confrelid <> 'organizations'::regclass
      and exists (select 1 from pg_attribute a where a.attrelid = c.conrelid and a.attname = 'organization_id')
      and exists (select 1 from pg_attribute a where a.attrelid = c.confrelid and a.attname = 'organization_id')
    order by 2, 1`);
}

/** The bank tables the portfolio seed does not fill: one row each, every reference set. */
async function seedBanking(org: string): Promise<void> {
  const id = (table: string, extra: SQL = sql``) =>
    sql`(select id from ${sql.identifier(table)} where organization_id = ${org} ${extra} order by id limit 1)`;
  const bank = sql`(select id from accounts where organization_id = ${org} and code = '1000')`;
  const [rule, batch, rec] = [randomUUID(), randomUUID(), randomUUID()];
  const db = t.database.db;
  await db.execute(sql`insert into bank_rules (id, organization_id, name, position, conditions, actions, created_at, updated_at)
    values (${rule}, ${org}, 'Rule', 1, '[]', '[]', now(), now())`);
  await db.execute(sql`insert into bank_import_batches (id, organization_id, bank_account_id, file_name, format, status, created_at)
    values (${batch}, ${org}, ${bank}, 'a.csv', 'csv', 'preview', now())`);
  await db.execute(sql`insert into bank_import_rows (organization_id, batch_id, row_no, date, amount_cents, description,
      duplicate_of, category_account_id, property_id, unit_id, rule_id, transaction_id)
    values (${org}, ${batch}, ${Math.floor(Math.random() * 1e6)}, '2025-01-01', 100, 'x', ${id("transactions")}, ${id("accounts")},
      ${id("properties")}, ${id("units")}, ${rule}, ${id("transactions")})`);
  await db.execute(sql`insert into bank_reconciliations (id, organization_id, bank_account_id, statement_date,
      statement_balance_cents, status, created_at)
    values (${rec}, ${org}, ${bank}, '2025-01-31', 0, 'in_progress', now())`);
  await db.execute(sql`insert into bank_cleared_lines (organization_id, bank_account_id, transaction_id, reconciliation_id)
    values (${org}, ${bank}, ${id("transactions")}, ${rec})`);
  await db.execute(sql`insert into bank_csv_mappings (organization_id, bank_account_id, mapping, updated_at)
    values (${org}, ${bank}, '{}', now())`);
}

/** Rows of the tables the seeds leave empty (tax report inputs, lease credits and recurring charges). */
async function seedRest(org: string): Promise<void> {
  const db = t.database.db;
  const property = sql`(select id from properties where organization_id = ${org} order by id limit 1)`;
  const lease = sql`(select id from leases where organization_id = ${org} order by id limit 1)`;
  await db.execute(sql`insert into units (organization_id, property_id, name, created_at, updated_at)
    values (${org}, ${property}, 'Vacant', now(), now())`);
  await db.execute(sql`insert into property_depreciation (organization_id, property_id, placed_in_service, basis_cents,
      recovery_class, updated_at) values (${org}, ${property}, '2024-01-01', 100000, 'residential', now())`);
  await db.execute(sql`insert into property_rental_days (organization_id, property_id, tax_year, fair_rental_days,
      personal_use_days, updated_at) values (${org}, ${property}, 2025, 300, 0, now())`);
  await db.execute(sql`insert into lease_credits (organization_id, lease_id, date, amount_cents, reason, created_at)
    values (${org}, ${lease}, '2025-01-01', 100, 'Goodwill', now())`);
  await db.execute(sql`insert into lease_recurring_charges (organization_id, lease_id, charge_type, description, amount_cents)
    values (${org}, ${lease}, 'parking', 'Parking', 5000) on conflict do nothing`);
  await db.execute(sql`insert into lease_notices (organization_id, lease_id, kind, subject_date, sent_at)
    values (${org}, ${lease}, 'ending_60', '2025-01-01', now())`);
  const document = randomUUID();
  await db.execute(sql`insert into lease_documents (id, organization_id, lease_id, file_name, content_type, size_bytes,
      sha256, storage_key, uploaded_at)
    values (${document}, ${org}, ${lease}, 'lease.pdf', 'application/pdf', 100, ${"0".repeat(64)},
      ${`lease-documents/${org}/${document}`}, now())`);
  // A member with a saved dashboard layout: the preference names its membership.
  const user = randomUUID();
  await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name, created_at, updated_at)
    values (${user}, ${`${user}@example.com`}, 'x', 'Ada', 'Owner', now(), now())`);
  await db.execute(sql`insert into memberships (user_id, organization_id, role, created_at)
    values (${user}, ${org}, 'admin', now())`);
  await db.execute(sql`insert into user_preferences (organization_id, user_id, key, value, updated_at)
    values (${org}, ${user}, 'dashboard', '{}', now())`);
  // A credit applied to a charge, with its accrual entry: the allocation that names a credit.
  await db.execute(sql`insert into lease_allocations (organization_id, charge_id, credit_id, amount_cents, transaction_id, created_at)
    values (${org}, (select id from lease_charges where organization_id = ${org} order by id limit 1),
      (select id from lease_credits where organization_id = ${org} limit 1), 100,
      (select id from transactions where organization_id = ${org} order by id limit 1), now())`);
}

async function seedOrganization(): Promise<string> {
  const org = randomUUID();
  await t.database.db.execute(
    sql`insert into organizations (id, name, created_at) values (${org}, 'Org', now())`,
  );
  await seedPortfolio(t.database.db, org, {
    seed: 7,
    properties: 3,
    years: 1,
    transactions: 60,
    now: t.clock.now(),
  });
  await seedLeasingDemo(t.app.ctx, org);
  await seedBanking(org);
  await seedRest(org);
  return org;
}

/** Child rows whose change would first break another key (a leased unit's property is the lease's). */
const PREFER: Record<string, SQL> = {
  units: sql`not exists (select 1 from leases l where l.unit_id = units.id)`,
};

const list = (cols: string[]) =>
  sql.join(
    cols.map((c) => sql.identifier(c)),
    sql`, `,
  );

describe("tenant keys", () => {
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    mine = await seedOrganization();
    theirs = await seedOrganization();
  }, 120_000);

  it("makes every reference between organization-owned tables include organization_id", async () => {
    const relations = await orgRelations();
    expect(relations.filter((r) => r.childCols[0] !== "organization_id").map((r) => r.name)).toEqual([]);
    expect(relations.filter((r) => r.parentCols[0] !== "organization_id").map((r) => r.name)).toEqual([]);
    const pairs = new Set(relations.map((r) => `${r.child}.${r.childCols.slice(1).join("+")}`));
    for (const expected of [
      "accounts.parent_id",
      "units.property_id",
      "tenants.property_id",
      "tenants.unit_id",
      "transactions.bank_account_id",
      "transactions.property_id",
      "transactions.unit_id",
      "journal_lines.transaction_id",
      "journal_lines.account_id",
      "journal_lines.property_id",
      "account_month_totals.account_id",
      "property_depreciation.property_id",
      "property_rental_days.property_id",
      "bank_import_rows.rule_id",
      "bank_cleared_lines.transaction_id",
      "leases.property_id+unit_id",
    ])
      expect(pairs).toContain(expected);
  });

  it("refuses a reference to another organization's row, for each relation", async () => {
    const relations = await orgRelations();
    const untested: string[] = [];
    const accepted: string[] = [];
    for (const r of relations) {
      const refs = r.childCols.slice(1);
      const notNull = sql.join(
        refs.map((c) => sql`${sql.identifier(c)} is not null`),
        sql` and `,
      );
      // A row that already references something, else any row of the table (an optional reference).
      const [child] = await rows<{ ctid: string }>(
        sql`select ctid::text as ctid from ${sql.identifier(r.child)} where organization_id = ${mine}
            order by (${PREFER[r.child] ?? sql`organization_id is not null`}) desc, (${notNull}) desc limit 1`,
      );
      const [target] = await rows<Record<string, string>>(
        sql`select ${list(r.parentCols.slice(1))} from ${sql.identifier(r.parent)} where organization_id = ${theirs} limit 1`,
      );
      if (!child || !target) {
        untested.push(r.name);
        continue;
      }
      const set = sql.join(
        refs.map((c, i) => sql`${sql.identifier(c)} = ${target[r.parentCols[i + 1] ?? ""]}`),
        sql`, `,
      );
      const error = await t.database.db
        .execute(sql`update ${sql.identifier(r.child)} set ${set} where ctid = ${child.ctid}::tid`)
        .then(
          () => null,
          (e: { code?: string; cause?: { code?: string; constraint?: string }; constraint?: string }) => e,
        );
      const code = error?.code ?? error?.cause?.code;
      const constraint = error?.constraint ?? error?.cause?.constraint;
      if (code !== "23503" || constraint !== r.name) accepted.push(`${r.name}: ${code} ${constraint}`);
    }
    expect(untested).toEqual([]);
    expect(accepted).toEqual([]);
    expect(relations.length).toBeGreaterThanOrEqual(40);
  });
});
