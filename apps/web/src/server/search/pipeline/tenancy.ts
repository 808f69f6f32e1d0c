// Step 5c, tenancy: "when did Sung-min Bae move in", "where does Hodan Warsame live", "Thandiwe Nkosi
// phone", "lease end for Máire Keohane" ask one tenant's record, not the transactions: the words name no
// row, so read as words the answer would be that nothing mentions "move", "live" or "phone".
import { formatDay } from "../calendar";
import type { OrgLexicon, TenantDetail } from "../lexicon";
import type { ParsedQuery } from "../parse";
import { formatCents } from "../parse-amounts";
import { typedWords } from "../parse-tokens";
import { FILLER_WORDS } from "../thesaurus";
import type { Answer } from "./answer";
import type { SearchPlan } from "./plan";
import { searchProperty, tenantResult, withNotes } from "./wording";

/** Words asked of a tenancy: where it is, when it began and ends, and how to reach the tenant. */
const TENANCY_WORDS = new Set([
  "live",
  "lives",
  "living",
  "address",
  "unit",
  "move",
  "moved",
  "moving",
  "lease",
  "start",
  "started",
  "starts",
  "began",
  "begin",
  "end",
  "ends",
  "ended",
  "expires",
  "expire",
  "term",
  "phone",
  "number",
  "cell",
  "email",
  "mail",
  "contact",
  "details",
  "info",
  "since",
]);

/** The one tenant the query asks about, or null when it asks anything else of the books. */
export function tenancyAsked(parsed: ParsedQuery, plan: SearchPlan, lex: OrgLexicon): TenantDetail | null {
  const p = parsed;
  if (p.intent !== "data" || p.date || p.amount || p.type || p.order || p.categories.length) return null;
  if (p.vendors.length || p.properties.length) return null;
  const ids = [...new Set(p.tenants.map((t) => t.tenant.id))];
  if (ids.length !== 1) return null;
  // Only the name's own words beside the tenancy's ("when did … move in").
  const words = plan.terms.filter((w) => !FILLER_WORDS.has(w));
  if (!words.length || !words.every((w) => TENANCY_WORDS.has(w))) return null;
  if (typedWords(p.raw).some((w) => w === "paid" || w === "pay" || w === "payments")) return null;
  const tenant = lex.tenantDetails.get(ids[0]!);
  if (!tenant) return null;
  const { order: _, ...detail } = tenant;
  return detail;
}

/** "Sung-min Bae rents Apt 3 at Pulaski Street Triplex for $1,025.00 a month; lease from …; phone …." */
export function tenancyAnswer(t: TenantDetail, lex: OrgLexicon, corrected: string | null): Answer {
  const where = `${t.unit ? `${t.unit} at ` : ""}${t.property ?? "a property"}`;
  const lease = t.lease_start
    ? `lease from ${formatDay(t.lease_start)}${t.lease_end ? ` to ${formatDay(t.lease_end)}` : ", no end date"}`
    : "no lease dates on record";
  const parts = [
    `${t.name} ${t.status === "former" ? "rented" : "rents"} ${where} for ${formatCents(t.rent_cents)} a month`,
    lease,
    t.deposit_cents ? `deposit ${formatCents(t.deposit_cents)}` : "",
    t.phone ? `phone ${t.phone}` : "",
    t.email ? `email ${t.email}` : "",
  ].filter(Boolean);
  const property = lex.properties.get(t.property_id);
  return {
    response: withNotes(`${parts.join("; ")}.`, corrected),
    results: [tenantResult(t, 0.95)],
    internalData: {
      transactions: [],
      properties: property ? [searchProperty(property)] : [],
    },
    matched: 0,
    baseConfidence: 0.95,
  };
}
