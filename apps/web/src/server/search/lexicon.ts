// The organization's names (properties, units, tenants, accounts, vendors), loaded once and kept
// while a cheap signature of the small tables is unchanged. Vendors come from transaction payees and
// are refreshed on a timer (full-text search over payees finds new ones meanwhile).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type Lexicon, type PreparedLexicon, prepareLexicon, type TenantRef } from "./parse";
import { staticVocabulary } from "./vocabulary";

export interface UnitInfo {
  id: string;
  propertyId: string;
  name: string;
}

export interface PropertyInfo {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
}

/** What an answer shows about a tenant (kept with the names, so no extra round trip per search). */
export interface TenantDetail {
  id: string;
  name: string;
  rent_cents: number;
  lease_start: string | null;
  lease_end: string | null;
  status: string;
  unit: string | null;
  property: string | null;
  property_id: string;
}

export interface OrgLexicon {
  signature: string;
  vendorsLoadedAt: number;
  lexicon: Lexicon;
  prepared: PreparedLexicon;
  properties: Map<string, PropertyInfo>;
  units: UnitInfo[];
  tenants: Map<string, TenantRef>;
  /** Per tenant id: the details an answer shows, and the tenant's place in (name, id) order. */
  tenantDetails: Map<string, TenantDetail & { order: number }>;
  /** JSON array of every known word, for the pg_trgm typo corrector. */
  vocabularyJson: string;
}

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const VENDOR_TTL_MS = 5 * 60_000;
const MAX_ORGS = 200;
/** Per database (tests open several), per organization. */
const caches = new WeakMap<Db, Map<string, OrgLexicon>>();
const cacheFor = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
};
let generation = 0;
const STATIC_VOCABULARY = staticVocabulary();

/** Forget cached names (all organizations, or one). */
export function invalidateSearchCache(organizationId?: string): void {
  if (organizationId) invalidated.add(organizationId);
  else generation++;
}
const invalidated = new Set<string>();

async function signatureOf(db: Db, org: string): Promise<string> {
  const part = (table: string) =>
    sql.raw(
      `(select count(*)::text || ':' || coalesce(max(updated_at)::text, '') from ${table} where organization_id = `,
    );
  const rows = rowsOf<{ sig: string }>(
    await db.execute(sql`
      select ${part("properties")}${org}) || '|' || ${part("tenants")}${org}) || '|' ||
             ${part("accounts")}${org}) || '|' || ${part("units")}${org}) as sig`),
  );
  return rows[0]?.sig ?? "";
}

async function loadVendors(db: Db, org: string, tenantNames: Set<string>): Promise<string[]> {
  const rows = rowsOf<{ payee: string }>(
    await db.execute(sql`
      select payee from transactions
      where organization_id = ${org} and type <> 'income' and payee is not null and payee <> ''
      group by payee order by payee`),
  );
  return rows.map((r) => r.payee).filter((p) => !tenantNames.has(p.toLowerCase()));
}

/**
 * The cached names at once, with a promise that says whether they are still current (the signature
 * query runs alongside the search instead of before it; a stale answer is recomputed by the caller).
 */
export async function lexiconFor(
  db: Db,
  org: string,
): Promise<{ lex: OrgLexicon; current: Promise<boolean> }> {
  const cached = cacheFor(db).get(org);
  if (cached && !invalidated.has(org) && Date.now() - cached.vendorsLoadedAt < VENDOR_TTL_MS) {
    const current = signatureOf(db, org).then((sig) => `${generation}|${sig}` === cached.signature);
    return { lex: cached, current };
  }
  return { lex: await loadLexicon(db, org), current: Promise.resolve(true) };
}

export async function loadLexicon(db: Db, org: string): Promise<OrgLexicon> {
  const cache = cacheFor(db);
  const signature = `${generation}|${await signatureOf(db, org)}`;
  if (invalidated.delete(org)) cache.delete(org);
  const cached = cache.get(org);
  if (cached && cached.signature === signature) {
    if (Date.now() - cached.vendorsLoadedAt < VENDOR_TTL_MS) return cached;
  }
  const [props, units, tenants, accounts] = await Promise.all([
    db.execute(sql`
      select id, name, address_line1 as address, city, state, postal_code as "postalCode"
      from properties where organization_id = ${org} order by name, id`),
    db.execute(
      sql`select id, property_id as "propertyId", name from units where organization_id = ${org} order by name, id`,
    ),
    db.execute(sql`
      select id, name, property_id as "propertyId", unit_id as "unitId", rent_cents::float8 as rent_cents,
             lease_start::text as lease_start, lease_end::text as lease_end, status
      from tenants where organization_id = ${org} order by name, id`),
    db.execute(
      sql`select id, code, name, type from accounts where organization_id = ${org} order by code, id`,
    ),
  ]);
  const propertyRows = rowsOf<PropertyInfo>(props);
  const tenantRows = rowsOf<
    TenantRef & Pick<TenantDetail, "rent_cents" | "lease_start" | "lease_end" | "status">
  >(tenants);
  const unitRows = rowsOf<UnitInfo>(units);
  const unitNames = new Map(unitRows.map((u) => [u.id, u.name]));
  const propertyNames = new Map(propertyRows.map((p) => [p.id, p.name]));
  const tenantNames = new Set(tenantRows.map((t) => t.name.toLowerCase()));
  const vendors = await loadVendors(db, org, tenantNames);
  const lexicon: Lexicon = {
    properties: propertyRows.map((p) => ({
      id: p.id,
      name: p.name,
      address: p.address,
      city: p.city,
      state: p.state,
      postalCode: p.postalCode,
    })),
    accounts: rowsOf<{ id: string; code: string; name: string; type: string }>(accounts),
    tenants: tenantRows.map((t) => ({ id: t.id, name: t.name, propertyId: t.propertyId, unitId: t.unitId })),
    vendors,
  };
  const prepared = prepareLexicon(lexicon);
  const vocabulary = new Set(STATIC_VOCABULARY);
  for (const w of prepared.words) if (w.length >= 3 && /^[a-z]+$/.test(w)) vocabulary.add(w);
  const entry: OrgLexicon = {
    signature,
    vendorsLoadedAt: Date.now(),
    lexicon,
    prepared,
    properties: new Map(propertyRows.map((p) => [p.id, p])),
    units: unitRows,
    tenants: new Map(lexicon.tenants.map((t) => [t.id, t])),
    tenantDetails: new Map(
      tenantRows.map((t, order) => [
        t.id,
        {
          id: t.id,
          name: t.name,
          rent_cents: t.rent_cents,
          lease_start: t.lease_start,
          lease_end: t.lease_end,
          status: t.status,
          unit: t.unitId ? (unitNames.get(t.unitId) ?? null) : null,
          property: t.propertyId ? (propertyNames.get(t.propertyId) ?? null) : null,
          property_id: t.propertyId ?? "",
          order,
        },
      ]),
    ),
    vocabularyJson: JSON.stringify([...vocabulary].sort()),
  };
  cache.delete(org);
  cache.set(org, entry);
  if (cache.size > MAX_ORGS) cache.delete(cache.keys().next().value as string);
  return entry;
}
