// Step 1, understand: the query, trimmed to its limit, parsed against the organization's names
// (type, period, amounts, categories, properties, tenants, vendors, order, free words).
import type { OrgLexicon } from "../lexicon";
import { type ParsedQuery, parseQuery } from "../parse";

export const MAX_QUERY_LENGTH = 500;

export interface Understood {
  query: string;
  parsed: ParsedQuery;
}

export function understand(rawQuery: string, now: Date, lex: OrgLexicon): Understood {
  const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH);
  return { query, parsed: parseQuery(query, { now, lexicon: lex.prepared }) };
}
