// The held-out portfolio's other records: leases of three of its tenants with their ledger charges,
// two bank statement imports and two saved reports. Written straight into their tables (cash books:
// a charge posts no entry), so the transactions every other query is labelled against are unchanged.
import { sql } from "drizzle-orm";

const rowsOf = (r) => r.rows ?? [];

/** [tenant, property, unit, rent $, extra charge: [type, description, $, period] | null] */
const LEASES = [
  ["Olivia Bennett", "Bluebonnet Flats", "Unit A", 1150, ["late_fee", "Late fee", 50, "2025-12-01"]],
  ["Hiro Tanaka", "Bluebonnet Flats", "Unit D", 1200, ["utilities", "Utilities share", 85, "2026-01-01"]],
  ["Greta Lindqvist", "Heron Point Cottage", "Main", 1450, null],
];
const PERIODS = ["2025-11-01", "2025-12-01", "2026-01-01"];
const MONTH = { "2025-11-01": "November 2025", "2025-12-01": "December 2025", "2026-01-01": "January 2026" };
const IMPORTS = [
  ["firstmark-november-2025.csv", "csv", "2025-12-02T15:00:00Z", 61, 58],
  ["firstmark-december-2025.ofx", "ofx", "2026-01-03T15:00:00Z", 64, 64],
];
const REPORTS = ["Quarterly owner distribution", "Vacancy watchlist"];

export async function seedHeldOutRecords(db, org, now) {
  const one = async (q) => rowsOf(await db.execute(q))[0];
  const deposit = await one(sql`select id from accounts where organization_id = ${org} and type = 'liability'
                                 order by code limit 1`);
  const bank = await one(sql`select id from accounts where organization_id = ${org} and code = '1000'`);
  for (const [name, property, unit, rent, extra] of LEASES) {
    const place = await one(sql`select u.id as unit_id, u.property_id from units u
        join properties p on p.id = u.property_id
       where u.organization_id = ${org} and p.name = ${property} and u.name = ${unit}`);
    const tenant =
      await one(sql`insert into leasing_tenants (organization_id, name, kind, created_at, updated_at)
        values (${org}, ${name}, 'person', ${now}, ${now}) returning id`);
    const lease =
      await one(sql`insert into leases (organization_id, property_id, unit_id, start_date, end_date,
          rent_cents, late_fee_kind, late_fee_amount, deposit_cents, deposit_account_id, status, created_at, updated_at)
        values (${org}, ${place.property_id}, ${place.unit_id}, '2025-11-01', '2026-10-31', ${rent * 100},
          'flat', 5000, ${rent * 100}, ${deposit.id}, 'active', ${now}, ${now}) returning id`);
    await db.execute(sql`insert into lease_tenants (organization_id, lease_id, tenant_id)
        values (${org}, ${lease.id}, ${tenant.id})`);
    const charges = PERIODS.map((p) => ["rent", `Rent for ${MONTH[p]}`, rent, p]);
    if (extra) charges.push(extra);
    for (const [type, description, dollars, period] of charges)
      await db.execute(sql`insert into lease_charges (organization_id, lease_id, period, charge_type, description,
            due_date, amount_cents, created_at)
          values (${org}, ${lease.id}, ${period}, ${type}, ${description}, ${period}, ${dollars * 100}, ${now})`);
  }
  for (const [file, format, at, rows, imported] of IMPORTS)
    await db.execute(sql`insert into bank_import_batches (organization_id, bank_account_id, file_name, format, status,
          row_count, imported_count, created_at, committed_at)
        values (${org}, ${bank.id}, ${file}, ${format}, 'committed', ${rows}, ${imported}, ${at}, ${at})`);
  for (const name of REPORTS)
    await db.execute(sql`insert into saved_reports (organization_id, name, definition, created_at, updated_at)
        values (${org}, ${name}, '{}'::jsonb, ${now}, ${now})`);
}

const list = (values) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The relevant records of a truth over leases, charges, imports or saved reports (ids as the results'). */
export async function labelRecords(db, org, t) {
  const where = [];
  let q;
  if (t.target === "leases" || t.target === "charges") {
    if (t.tenants)
      where.push(sql`exists(select 1 from lease_tenants x join leasing_tenants lt on lt.id = x.tenant_id
                             where x.lease_id = l.id and lt.name in (${list(t.tenants)}))`);
    if (t.properties) where.push(sql`p.name in (${list(t.properties)})`);
    if (t.units) where.push(sql`u.name in (${list(t.units)})`);
    if (t.chargeTypes) where.push(sql`c.charge_type in (${list(t.chargeTypes)})`);
    const from = sql`leases l join properties p on p.id = l.property_id join units u on u.id = l.unit_id`;
    q =
      t.target === "leases"
        ? sql`select 'lease:' || l.id as id from ${from} where l.organization_id = ${org}`
        : sql`select 'charge:' || c.id as id from lease_charges c join ${from} on l.id = c.lease_id
               where c.organization_id = ${org}`;
  } else if (t.target === "imports") {
    where.push(sql`b.file_name in (${list(t.fileNames)})`);
    q = sql`select 'import:' || b.id as id from bank_import_batches b where b.organization_id = ${org}`;
  } else {
    where.push(sql`r.name in (${list(t.names)})`);
    q = sql`select 'report:' || r.id as id from saved_reports r where r.organization_id = ${org}`;
  }
  const rows = rowsOf(await db.execute(sql`${q}${sql.join(where.map((w) => sql` and ${w}`))} order by 1`));
  return { relevant: rows.map((r) => r.id) };
}

export const RECORD_TARGETS = { leases: "lease", charges: "charge", imports: "import", reports: "report" };

/** The records as BM25 documents (the baseline searches the same rows as the search). */
export async function recordDocuments(db, org) {
  return rowsOf(
    await db.execute(sql`
      select 'lease:' || l.id as id, concat_ws(' ', (select string_agg(lt.name, ' ') from lease_tenants x
               join leasing_tenants lt on lt.id = x.tenant_id where x.lease_id = l.id), p.name, p.address_line1, u.name,
               'lease', l.status) as text
        from leases l join properties p on p.id = l.property_id join units u on u.id = l.unit_id
       where l.organization_id = ${org}
      union all
      select 'charge:' || c.id, concat_ws(' ', c.description, replace(c.charge_type, '_', ' '), 'charge',
               (select string_agg(lt.name, ' ') from lease_tenants x join leasing_tenants lt on lt.id = x.tenant_id
                 where x.lease_id = c.lease_id))
        from lease_charges c where c.organization_id = ${org}
      union all
      select 'import:' || b.id, concat_ws(' ', regexp_replace(b.file_name, '[^A-Za-z0-9]+', ' ', 'g'), b.format,
               'import statement')
        from bank_import_batches b where b.organization_id = ${org}
      union all
      select 'report:' || r.id, r.name || ' report' from saved_reports r where r.organization_id = ${org}`),
  );
}
