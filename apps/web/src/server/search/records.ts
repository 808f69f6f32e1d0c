// The organization's other records: leases, their ledger charges, bank statement imports and saved
// reports. Read from their tables at search time (never cached), so a lease signed or a file imported
// a second ago is found now. A record matches when every content word of the query occurs in its text
// (the last letters may be missing, as while typing); words that name a kind ("lease", "import",
// "report") only narrow the search to that kind.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-helpers";
import { endingSoon } from "../leasing/notices";
import { coversDay } from "../leasing/rent-roll";
import { leaseBalances } from "../leasing/schema";
import { STOPWORDS } from "./vocabulary";

export type RecordKind = "lease" | "charge" | "import" | "report" | "vacancy";

/**
 * What a landlord asks of leases beyond their text: those ending soon, those with money owed, and
 * the units no lease covers today.
 */
export type RecordIntent = "ending" | "owing" | "vacant";

const INTENT_WORDS: Readonly<Record<string, RecordIntent>> = {
  ending: "ending",
  ends: "ending",
  expiring: "ending",
  expire: "ending",
  expires: "ending",
  expiry: "ending",
  expiration: "ending",
  owing: "owing",
  owes: "owing",
  owe: "owing",
  overdue: "owing",
  delinquent: "owing",
  delinquency: "owing",
  arrears: "owing",
  unpaid: "owing",
  vacant: "vacant",
  vacancy: "vacant",
  vacancies: "vacant",
  unoccupied: "vacant",
  unleased: "vacant",
  unrented: "vacant",
  empty: "vacant",
};
/** A payment said not to have been made ("hasn't paid", "did not pay"; "t" is what "n't" leaves). */
const NOT_PAID = new Set(["not paid", "t paid", "not pay", "t pay", "not paying", "t paying"]);
/** Two words that together ask for money owed ("balance due", "behind on rent", "hasn't paid"). */
const OWING_PAIRS = new Set([
  "balance due",
  "balances due",
  "past due",
  "behind on",
  "outstanding balance",
  "outstanding balances",
  ...NOT_PAID,
]);
/** Words that only go with an intent ("ending soon", "balance due"). */
const INTENT_FILLER = new Set([
  ..."soon next coming upcoming balance balances due past behind rent paying".split(" "),
  // What is left of "hasn't", "haven't", "didn't" split at the apostrophe.
  ..."not hasn haven didn t yet".split(" "),
  // A balance is owed now: "this month" asks no other question.
  ..."now today currently month week".split(" "),
]);

/** Words that name a kind of record rather than occurring in its text. */
const KIND_WORDS: Readonly<Record<string, RecordKind>> = {
  lease: "lease",
  leases: "lease",
  leased: "lease",
  tenancy: "lease",
  tenancies: "lease",
  agreement: "lease",
  agreements: "lease",
  charge: "charge",
  charges: "charge",
  charged: "charge",
  owed: "charge",
  billed: "charge",
  ledger: "charge",
  import: "import",
  imports: "import",
  imported: "import",
  upload: "import",
  uploaded: "import",
  statement: "import",
  statements: "import",
  batch: "import",
  report: "report",
  reports: "report",
  saved: "report",
};

/** Words that say nothing about which record is meant ("the tenant's lease at unit 3"). */
const RECORD_FILLER = new Set([
  "tenant",
  "tenants",
  "unit",
  "units",
  "apt",
  "file",
  "files",
  "named",
  "called",
]);

export interface RecordQuery {
  /** The kinds the query named (empty: every kind). */
  kinds: RecordKind[];
  /** What it asks of the leases, if anything ("leases ending soon"). */
  intent: RecordIntent | null;
  /** to_tsquery('simple') text: every content word, prefix-matched; null when only kinds were named. */
  tsquery: string | null;
}

const UNIT_WORDS = new Set(["unit", "units", "apt", "suite"]);

/** Numbers and single letters match whole; words as prefixes of their singular ("fees" finds "Late fee"). */
function lexeme(word: string): string {
  if (/^\d+$/.test(word) || word.length === 1) return word;
  const singular = word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  return `${singular}:*`;
}

/** Words the record search understands: never typos, whatever the organization's data says. */
export const RECORD_WORDS: readonly string[] = [
  ...Object.keys(KIND_WORDS),
  ...Object.keys(INTENT_WORDS),
  ...INTENT_FILLER,
];

/** Words before a last "behind" that say someone is behind ("which tenant is behind", "who fell behind"). */
const BEING = new Set(["is", "are", "was", "were", "fell", "fallen", "falling", "getting", "got"]);

/** Whether "behind" at `i` ends the query after a word of being: owing, not "left behind". */
const behindLast = (words: readonly string[], i: number) =>
  words[i] === "behind" && i === words.length - 1 && BEING.has(words[i - 1]!);

function intentOf(words: readonly string[]): { intent: RecordIntent | null; used: Set<number> } {
  const used = new Set<number>();
  let intent: RecordIntent | null = null;
  words.forEach((w, i) => {
    const pair = i > 0 && (OWING_PAIRS.has(`${words[i - 1]} ${w}`) || behindLast(words, i));
    const found = INTENT_WORDS[w] ?? (pair ? "owing" : undefined);
    if (!found) return;
    intent ??= found;
    used.add(i);
    if (pair) used.add(i - 1);
  });
  // "soon", "due": filler only beside an intent ("due date" is text).
  if (intent) for (const [i, w] of words.entries()) if (INTENT_FILLER.has(w)) used.add(i);
  return { intent, used };
}

/** The query's words as the record search reads them: "tenant's" is "tenant", "hasn't" "hasn t". */
const wordsOf = (query: string) =>
  query
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Whether the query says a payment was not made ("which tenants haven't paid"). */
export const saysNotPaid = (query: string): boolean =>
  wordsOf(query).some((w, i, words) => i > 0 && NOT_PAID.has(`${words[i - 1]} ${w}`));

/** The query read for records, or null when it names no record and has no content word. */
export function recordQuery(query: string, { intents = true } = {}): RecordQuery | null {
  const words = wordsOf(query);
  const { intent, used } = intents ? intentOf(words) : { intent: null, used: new Set<number>() };
  const kinds = new Set<RecordKind>();
  const content: string[] = [];
  words.forEach((w, i) => {
    if (used.has(i)) return;
    const kind = KIND_WORDS[w];
    // "unit D", "apt 3": a single letter or digit after a unit word names the unit; "units are" does not.
    const unitName =
      i > 0 && UNIT_WORDS.has(words[i - 1]!) && (w.length === 1 || /\d/.test(w) || !STOPWORDS.has(w));
    if (kind) kinds.add(kind);
    else if (unitName || (!STOPWORDS.has(w) && !RECORD_FILLER.has(w) && (w.length >= 2 || /^\d$/.test(w))))
      content.push(w);
  });
  if (intent) {
    kinds.clear();
    kinds.add(intent === "vacant" ? "vacancy" : "lease");
  }
  if (!content.length && !kinds.size) return null;
  // Only kind words ("leases"): list that kind, but never every record for a query of filler.
  const tsquery = content.length ? [...new Set(content.map(lexeme))].join(" & ") : null;
  return { kinds: [...kinds], intent, tsquery };
}

const doc = (text: SQL) => sql`to_tsvector('simple'::regconfig, ${text})`;

/** Lease text: its tenants, property, address, unit and status. */
const leaseText = sql`coalesce((select string_agg(lt2.name, ' ') from lease_tenants x
                                   join leasing_tenants lt2 on lt2.organization_id = x.organization_id and lt2.id = x.tenant_id
                                  where x.organization_id = l.organization_id and x.lease_id = l.id), '')
  || ' ' || p.name || ' ' || p.address_line1 || ' ' || p.city || ' ' || u.name || ' ' || l.status`;

/** How many leases or units an intent lists ("leases ending soon" wants them all, within reason). */
export const INTENT_LIMIT = 25;

interface BranchReading {
  org: string;
  match(text: SQL): SQL;
  rank(text: SQL): SQL;
  today: string;
  limit: number;
}

const leaseFrom = sql`from leases l
        join properties p on p.organization_id = l.organization_id and p.id = l.property_id
        join units u on u.organization_id = l.organization_id and u.id = l.unit_id`;
const money = (cents: SQL) => sql`'$' || to_char(${cents} / 100.0, 'FM999,999,990.00')`;

/** Leases whose text holds the words; with an intent, only those ending soon or owing money. */
function leaseBranch({ org, match, rank, today, limit }: BranchReading, intent: RecordIntent | null): SQL {
  const owed = sql`(b.charges_cents - b.payments_cents - b.credits_cents)`;
  const terms = sql`l.status || ' · ' || ${money(sql`l.rent_cents`)} || '/month · from '
          || l.start_date::text || coalesce(' to ' || l.end_date::text, ', month to month')`;
  const detail =
    intent === "ending"
      ? sql`'ends ' || l.end_date::text || ' · ' || ${terms}`
      : intent === "owing"
        ? sql`'owes ' || ${money(owed)} || ' · ' || ${terms}`
        : terms;
  const only =
    intent === "ending"
      ? sql`and ${endingSoon("l", today)}`
      : intent === "owing"
        ? sql`and l.status <> 'draft' and ${owed} > 0`
        : sql``;
  const order =
    intent === "ending"
      ? sql`l.end_date, 6 desc`
      : intent === "owing"
        ? sql`${owed} desc, 6 desc`
        : sql`6 desc`;
  return sql`(select 'lease' as kind, l.id::text as id,
        coalesce((select string_agg(lt2.name, ', ' order by lt2.name) from lease_tenants x
                    join leasing_tenants lt2 on lt2.organization_id = x.organization_id and lt2.id = x.tenant_id
                   where x.organization_id = l.organization_id and x.lease_id = l.id), 'Lease')
          || ' — ' || p.name || ' · ' || u.name as title,
        ${detail} as detail, p.id::text as property_id, ${rank(leaseText)} as rank, '/leases/' || l.id::text as link
      ${leaseFrom}
      ${intent === "owing" ? sql`join ${leaseBalances} b on b.organization_id = l.organization_id and b.lease_id = l.id` : sql``}
      where l.organization_id = ${org} and ${match(leaseText)} ${only}
      order by ${order}, l.start_date desc, l.id limit ${limit})`;
}

/** Units of active properties that no lease covers today, a link to lease each one. */
function vacancyBranch({ org, match, rank, today, limit }: BranchReading): SQL {
  const unitText = sql`p.name || ' ' || p.address_line1 || ' ' || p.city || ' ' || u.name`;
  return sql`(select 'vacancy', u.id::text, p.name || ' · ' || u.name,
        'vacant · ' || p.address_line1 || ', ' || p.city, p.id::text, ${rank(unitText)},
        '/leases/new?propertyId=' || p.id::text || '&unitId=' || u.id::text
      from units u join properties p on p.organization_id = u.organization_id and p.id = u.property_id
      where u.organization_id = ${org} and p.status = 'active' and ${match(unitText)}
        and not exists (select 1 from leases l where l.organization_id = u.organization_id
                         and l.unit_id = u.id and ${coversDay(today)})
      order by 6 desc, p.name, u.name, u.id limit ${limit})`;
}

/**
 * One union branch per kind the query allows (columns: kind, id, title, detail, property_id, rank,
 * link), each at most `limit` rows, best first. `org` and the query text are bound parameters.
 */
export function recordBranches(
  org: string,
  rq: RecordQuery,
  present: ReadonlySet<RecordKind>,
  today: string,
  limit = 5,
): SQL[] {
  // A charge belongs to a lease and a vacancy is a unit no lease covers: without leases, neither.
  const want = (k: RecordKind) =>
    present.has(k === "charge" || k === "vacancy" ? "lease" : k) &&
    (rq.kinds.length ? rq.kinds.includes(k) : k !== "vacancy");
  const q = rq.tsquery ? sql`to_tsquery('simple', ${rq.tsquery})` : null;
  const match = (text: SQL) => (q ? sql`${doc(text)} @@ ${q}` : sql`true`);
  const rank = (text: SQL) => (q ? sql`ts_rank(${doc(text)}, ${q})::float8` : sql`0.5::float8`);
  const read: BranchReading = { org, match, rank, today, limit: rq.intent ? INTENT_LIMIT : limit };
  const branches: SQL[] = [];
  if (want("lease")) branches.push(leaseBranch(read, rq.intent));
  if (want("vacancy")) branches.push(vacancyBranch(read));
  const chargeText = sql`c.description || ' ' || replace(c.charge_type, '_', ' ') || ' '
    || to_char(c.period, 'FMMonth YYYY') || ' ' || ${leaseText}`;
  if (want("charge") && q)
    branches.push(sql`(select 'charge', c.id::text, c.description || ' — ' || p.name || ' · ' || u.name,
        '$' || to_char(c.amount_cents / 100.0, 'FM999,999,990.00') || ' due ' || c.due_date::text
          || case when c.waived_at is null then '' else ' (waived)' end,
        p.id::text, ${rank(chargeText)}, '/leases/' || l.id::text
      from lease_charges c
        join leases l on l.organization_id = c.organization_id and l.id = c.lease_id
        join properties p on p.organization_id = l.organization_id and p.id = l.property_id
        join units u on u.organization_id = l.organization_id and u.id = l.unit_id
      where c.organization_id = ${org} and ${match(chargeText)}
      order by 6 desc, c.due_date desc, c.id limit ${limit})`);
  // The file's own words ("march" in chase_march_2026.csv) say which statement it is; the upload's
  // month would make "the March statement" also find February's, uploaded in March.
  const importText = sql`regexp_replace(b.file_name, '[^A-Za-z0-9]+', ' ', 'g') || ' ' || a.name || ' '
    || b.format || ' ' || coalesce(b.statement_account, '')`;
  if (want("import"))
    branches.push(sql`(select 'import', b.id::text, b.file_name || ' (' || a.name || ')',
        b.status || ' · ' || b.imported_count || ' of ' || b.row_count || ' rows imported · '
          || b.duplicate_count || ' duplicates · ' || to_char(b.created_at, 'YYYY-MM-DD'),
        null, ${rank(importText)}, '/bank-connections/accounts/' || b.bank_account_id::text || '/import'
      from bank_import_batches b
        join accounts a on a.organization_id = b.organization_id and a.id = b.bank_account_id
      where b.organization_id = ${org} and ${match(importText)}
      order by 6 desc, b.created_at desc, b.id limit ${limit})`);
  if (want("report"))
    branches.push(sql`(select 'report', r.id::text, r.name, 'Saved report · updated ' || to_char(r.updated_at, 'YYYY-MM-DD'),
        null, ${rank(sql`r.name`)}, '/reports/dynamic-builder?report=' || r.id::text
      from saved_reports r
      where r.organization_id = ${org} and ${match(sql`r.name`)}
      order by 6 desc, r.name, r.id limit ${limit})`);
  return branches;
}

/**
 * The kinds of record the organization has, their names (signers, saved reports, imported files)
 * and those names' words for the typo corrector: cached with the names, dropped when one comes or
 * goes (search.sql's triggers), so an organization without leases, imports or reports pays nothing.
 */
export async function loadRecordNames(
  db: Db,
  org: string,
): Promise<{ kinds: Set<RecordKind>; words: string[]; names: string[][] }> {
  const rows = rowsOf<{ kind: RecordKind; name: string | null }>(
    await db.execute(sql`
      select 'lease' as kind, null as name where exists(select 1 from leases where organization_id = ${org})
      union all select 'lease', name from leasing_tenants where organization_id = ${org}
      union all select 'import', file_name from bank_import_batches where organization_id = ${org}
      union all select 'report', name from saved_reports where organization_id = ${org}`),
  );
  const kinds = new Set<RecordKind>();
  const words = new Set<string>();
  const names: string[][] = [];
  for (const r of rows) {
    if (r.name === null || r.kind !== "lease") kinds.add(r.kind);
    const said = (r.name ?? "")
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean);
    if (said.length > 1) names.push(said);
    for (const w of said) if (w.length >= 3) words.add(w);
  }
  return { kinds, words: [...words], names };
}

/**
 * Whether `word` occurs in a record's name (a signer, a saved report, an imported file): such a word is
 * meant as typed, never corrected to a neighbour, even before the cached names hear of it.
 */
export function wordInRecordsSql(org: string, word: string): SQL {
  const like = `%${word}%`;
  return sql`(exists(select 1 from leasing_tenants lt where lt.organization_id = ${org} and lower(lt.name) like ${like})
    or exists(select 1 from saved_reports r where r.organization_id = ${org} and lower(r.name) like ${like})
    or exists(select 1 from bank_import_batches b where b.organization_id = ${org} and lower(b.file_name) like ${like}))`;
}

/** The page a record opens on, as "Name (/path)" like the other results. */
export const RECORD_SOURCES: Readonly<Record<RecordKind, string>> = {
  lease: "Leases",
  vacancy: "Rent roll",
  charge: "Lease ledger",
  import: "Bank imports",
  report: "Saved reports",
};

export const RECORD_NOUNS: Readonly<Record<RecordKind, [string, string]>> = {
  lease: ["lease", "leases"],
  vacancy: ["vacant unit", "vacant units"],
  charge: ["lease charge", "lease charges"],
  import: ["bank import", "bank imports"],
  report: ["saved report", "saved reports"],
};

export const isRecordKind = (kind: string): kind is RecordKind => kind in RECORD_SOURCES;

/** Whether the query named a kind of record ("lease", "import"): those records come first. */
export const namesRecordKind = (rq: RecordQuery | null): boolean => Boolean(rq?.kinds.length);
