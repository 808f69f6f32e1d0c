// The searchable documents: weighted tsvector expressions over the accounting tables. The same text
// is in search.sql (expression GIN indexes), so the planner can answer `@@` from the index. A test
// keeps the two identical. Transactions, the one large table, store theirs instead
// (transactions.search_document, accounting/schema.ts): ranking a query's matches then reads the
// document instead of re-parsing each row's text.
import { readFileSync } from "node:fs";
import { type SQL, sql } from "drizzle-orm";
import { serverFile } from "../files";

const en = (expr: string) => `to_tsvector('english'::regconfig, ${expr})`;
const simple = (expr: string) => `to_tsvector('simple'::regconfig, ${expr})`;
const w = (vector: string, weight: "A" | "B" | "C" | "D") => `setweight(${vector}, '${weight}')`;
const c = (col: string) => `coalesce(${col}, '')`;

/** Unqualified expressions, exactly as in search.sql (transactions: as in its generated column). */
export const DOCUMENTS = {
  transactions: "search_document",
  properties: [
    w(en(c("name")), "A"),
    w(en(`${c("address_line1")} || ' ' || ${c("address_line2")}`), "B"),
    w(en(`${c("city")} || ' ' || ${c("state")} || ' ' || ${c("postal_code")}`), "C"),
    w(en(c("notes")), "D"),
  ].join(" || "),
  tenants: [w(simple(c("name")), "A"), w(simple(c("email")), "B"), w(simple(c("phone")), "C")].join(" || "),
  accounts: [w(en(c("name")), "A"), w(en(c("description")), "B"), w(simple(c("code")), "C")].join(" || "),
  units: w(simple(c("name")), "A"),
} as const;

export type DocumentTable = keyof typeof DOCUMENTS;

const COLUMNS =
  /\b(search_document|description|name|address_line1|address_line2|city|state|postal_code|notes|email|phone|code)\b(?=[,)]|$)/g;

/** The document of `table` with its columns qualified by `alias` (a constant, never user input). */
export function documentOf(table: DocumentTable, alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`bad alias ${alias}`);
  return sql.raw(`(${DOCUMENTS[table].replace(COLUMNS, `${alias}.$1`)})`);
}

export const SEARCH_SQL_PATH = serverFile("search/search.sql");

/** The statements of search.sql, split on its breakpoints. */
export function searchStatements(): string[] {
  return readFileSync(SEARCH_SQL_PATH, "utf8")
    .split("-- statement-breakpoint")
    .map((s) =>
      s
        .split("\n")
        .filter((line) => !line.trim().startsWith("--"))
        .join("\n")
        .trim(),
    )
    .filter(Boolean);
}
