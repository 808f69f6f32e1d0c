// Step 7, suggest: next searches (spelling, neighbouring categories, periods and properties, the
// largest of the same) and pages to open, from what the query asked and what was found.
import type { SearchResult } from "../../../shared/search";
import { neighbourPeriods } from "../calendar";
import { CATEGORY_BY_KEY } from "../categories";
import type { HelpHit } from "../help";
import type { CategoryMatch, ParsedQuery, PropertyRef } from "../parse";
import { round3 } from "./answer";
import { joinAnd, titleCase } from "./wording";

export interface Suggested {
  suggestions: string[];
  /** Pages to open, as "suggestion" results after the answer's own. */
  pages: SearchResult[];
}

/** Searches offered before the others: corrected spellings, and the categories the words were read instead of. */
export interface Offered {
  spelling: string[];
  broader: CategoryMatch[];
}

export function suggest(
  parsed: ParsedQuery,
  now: Date,
  offered: Offered,
  found: boolean,
  properties: PropertyRef[],
  help: HelpHit[],
  baseConfidence: number,
): Suggested {
  return {
    suggestions: buildSuggestions(parsed, now, offered, found, properties, help),
    pages: pagesFor(parsed, properties, found).map((page, i) => ({
      id: `suggestion:${page.path}`,
      title: page.title,
      type: "suggestion",
      confidence: round3(baseConfidence * (0.7 - i * 0.1)),
      content: page.content,
      source: page.path,
    })),
  };
}

interface QueryParts {
  order?: string;
  what: string;
  place?: string;
  period?: string;
}

const compose = (p: QueryParts) =>
  [p.order, p.what, p.place ? `at ${p.place}` : "", p.period ?? ""]
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();

function periodPhrase(parsed: ParsedQuery): string | undefined {
  const d = parsed.date;
  if (!d) return undefined;
  if (d.unit === "month" || d.unit === "quarter" || d.unit === "year") return `in ${d.phrase}`;
  return d.phrase;
}

function buildSuggestions(
  parsed: ParsedQuery,
  now: Date,
  offered: Offered,
  found: boolean,
  properties: PropertyRef[],
  help: HelpHit[],
): string[] {
  const out: string[] = [...offered.spelling];
  const catLabel = parsed.categories[0]?.label;
  const what =
    catLabel ??
    (parsed.type === "income"
      ? "income"
      : parsed.type === "expense"
        ? "expenses"
        : parsed.type === "transfer"
          ? "transfers"
          : "");
  const place = parsed.propertyPhrases[0] ? titleCase(parsed.propertyPhrases[0]) : undefined;
  const period = periodPhrase(parsed);
  const orderWord =
    parsed.order === "largest" ? "largest" : parsed.order === "smallest" ? "smallest" : undefined;

  // "plumbing" listed the rows that say it: the whole category is one search away.
  for (const c of offered.broader) out.push(compose({ order: orderWord, what: c.label, place, period }));
  if (parsed.intent === "howto" && !what) {
    for (const h of help.slice(1, 3))
      out.push(`how do I ${h.article.title.toLowerCase().replace(/^how /, "")}`);
  }
  // Neighbouring categories.
  for (const key of parsed.categories[0]?.neighbours ?? []) {
    const def = CATEGORY_BY_KEY.get(key);
    if (def && out.length < 3) out.push(compose({ order: orderWord, what: def.label, place, period }));
  }
  // Neighbouring periods.
  if (parsed.date && what) {
    for (const r of neighbourPeriods(parsed.date, now).slice(0, 2)) {
      out.push(
        compose({
          order: orderWord,
          what,
          place,
          period:
            r.unit === "year" || r.unit === "month" || r.unit === "quarter" ? `in ${r.phrase}` : r.phrase,
        }),
      );
    }
  } else if (what && !parsed.date) {
    out.push(compose({ order: orderWord, what, place, period: "this year" }));
    out.push(compose({ order: orderWord, what, place, period: "last month" }));
  }
  // Neighbouring properties: one of several matches, or the street of a single one.
  if (what && properties.length > 1 && place) {
    out.push(compose({ order: orderWord, what, place: properties[0]!.name, period }));
  } else if (!place && properties.length && what) {
    out.push(compose({ order: orderWord, what, place: properties[0]!.name, period }));
  }
  if (what && !orderWord && found) out.push(compose({ order: "largest", what, place, period }));
  if (!out.length || (!found && !what)) {
    out.push(
      "rent received this year",
      "largest expenses this year",
      "repairs last month",
      "how do I connect my bank",
    );
  }
  const seen = new Set<string>();
  const current = parsed.raw.trim().toLowerCase();
  return out
    .filter((s) => {
      const k = s.toLowerCase();
      if (!s || k === current || seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, 5);
}

function pagesFor(
  parsed: ParsedQuery,
  properties: PropertyRef[],
  found: boolean,
): { title: string; path: string; content: string }[] {
  const pages: { title: string; path: string; content: string }[] = [];
  if (properties.length === 1) {
    pages.push({
      title: `Open ${properties[0]!.name}`,
      path: `/properties/${properties[0]!.id}`,
      content: "Units, recent transactions and year-to-date income, expenses and NOI.",
    });
  }
  if (found) {
    pages.push({
      title: "Open Transactions",
      path: "/transactions",
      content: "Filter, sort and export these transactions (CSV, XLSX, PDF).",
    });
    if (parsed.categories.length)
      pages.push({
        title: "Open the General Ledger",
        path: "/ledger",
        content: `Every posting to ${joinAnd(parsed.categories.map((c) => c.label))} with a running balance.`,
      });
  }
  return pages.slice(0, 2);
}
