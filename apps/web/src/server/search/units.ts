// Units named in a query ("Apt 3", "Suite C"): the units whose names say them, and the rows of those
// units' properties booked to no unit whose text names the unit ("Burst pipe - Apt 3 ceiling"): a
// plumber's bill is seldom booked to the unit it was for.
import { type SQL, sql } from "drizzle-orm";
import { escapeRegExp } from "../db/sql-helpers";
import type { OrgLexicon } from "./lexicon";

/** The units a query named: their ids, and the words their rows booked to no unit say them by. */
export interface UnitsNamed {
  unitIds: string[];
  /** A pattern of the units' names (search_text is lower case), and the properties they are at. */
  unitSaid: { pattern: string; propertyIds: string[] } | null;
}

/**
 * A unit's designator without the word before it: "Apt 1", "Unit 1", "Room 1" and "#1" are all "1";
 * a floor is its number ("3rd Floor", "3rd fl": "floor 3").
 */
export const unitKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/^\s*(\d+)(?:st|nd|rd|th)?\s*(?:fl|flr|floor)\b\.?\s*$/, "floor $1")
    .replace(/^\s*(?:(?:unit|suite|ste|apt|apartment|room|rm)\b\.?)?\s*#?\s*/, "")
    .trim();

/** The units named `name` (within `propertyIds` when given): named as some unit is, only those. */
export function unitsNamed(name: string, lex: OrgLexicon, propertyIds: readonly string[] | null): UnitsNamed {
  const key = unitKey(name);
  const units = lex.units.filter(
    (u) => unitKey(u.name) === key && (!propertyIds || propertyIds.includes(u.propertyId)),
  );
  // "Suite C" is that suite, not every "C" ("Apt C" of another property).
  const typed = name.toLowerCase();
  const exact = units.filter((u) => u.name.toLowerCase() === typed);
  const named = exact.length ? exact : units;
  // A designator alone ("3") is too short to find in the text: only a name with its word is looked for.
  const said = [...new Set([typed, ...named.map((u) => u.name.toLowerCase())])].filter((n) => n !== key);
  return {
    unitIds: named.map((u) => u.id),
    unitSaid:
      named.length && said.length
        ? {
            pattern: `\\m(?:${said.map((n) => escapeRegExp(n).replace(/\s+/g, "\\s*")).join("|")})\\M`,
            propertyIds: [...new Set(named.map((u) => u.propertyId))],
          }
        : null,
  };
}

/** Rows `t` of the units named, or of their properties booked to no unit and saying their names. */
export function unitsSql(unitIds: readonly string[], said: UnitsNamed["unitSaid"] | undefined): SQL {
  const booked = sql`t.unit_id = any(${sql.param(unitIds)}::uuid[])`;
  if (!said) return booked;
  return sql`(${booked} or (t.unit_id is null and t.property_id = any(${sql.param(said.propertyIds)}::uuid[])
    and t.search_text ~ ${said.pattern}))`;
}
