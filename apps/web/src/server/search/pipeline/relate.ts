// Step 5, relate: the properties and tenants the answer is about, in the order they are shown —
// named in the query first (by name, then address, then city), then those of named units and
// tenants, then matching documents (those with matching transactions first when the words were
// read as places), then the properties of the matching transactions.
import type { OrgLexicon, TenantDetail } from "../lexicon";
import type { ParsedQuery, PropertyRef } from "../parse";
import { INTERNAL_CAP } from "../transactions";
import type { SearchPlan } from "./plan";
import type { Retrieved } from "./retrieve";

export interface Related {
  properties: PropertyRef[];
  tenants: TenantDetail[];
}

const FIELD_RANK = { name: 0, address: 1, city: 2 } as const;

export function relate(parsed: ParsedQuery, plan: SearchPlan, found: Retrieved, lex: OrgLexicon): Related {
  if (found.unmatched.length) return { properties: [], tenants: [] };
  const vain = askedOfPlaceInVain(plan, found);
  const order: string[] = [];
  const add = (id: string | null | undefined) => {
    if (id && !order.includes(id) && lex.properties.has(id)) order.push(id);
  };
  [...(vain ? [] : parsed.properties)]
    .sort(
      (a, b) =>
        FIELD_RANK[a.field] - FIELD_RANK[b.field] ||
        a.property.name.localeCompare(b.property.name) ||
        a.property.id.localeCompare(b.property.id),
    )
    .forEach((p) => {
      add(p.property.id);
    });
  const { unitIds } = plan;
  if (unitIds?.length) for (const u of lex.units) if (unitIds.includes(u.id)) add(u.propertyId);
  if (plan.placeWords.length && !vain) for (const id of plan.propertyIds ?? []) add(id);
  for (const t of parsed.tenants) add(t.tenant.propertyId);
  // Words read as property names and narrowed by the rest of the query ("gallatin county" with the
  // Gallatin treasurer): the properties whose rows matched come before those the words alone name.
  if (found.placeTerms) for (const p of found.tx.byProperty) add(p.property_id);
  for (const e of found.entities) if (e.kind === "property" || e.kind === "unit") add(e.property_id);
  for (const e of found.entities) if (e.kind === "tenant") add(e.property_id);
  if (!parsed.properties.length && !plan.placeWords.length)
    for (const p of found.tx.byProperty) add(p.property_id);

  const tenantIds = [
    ...parsed.tenants.map((t) => t.tenant.id),
    ...found.entities.filter((e) => e.kind === "tenant").map((e) => e.id),
  ].filter((id, i, all) => all.indexOf(id) === i);
  return {
    properties: order.slice(0, INTERNAL_CAP).map((id) => lex.properties.get(id)!),
    tenants: tenantDetails(lex, tenantIds),
  };
}

/**
 * Words or a payee asked for at a named place, and no row there has them ("Wells Fargo mortgage"
 * with a property in Fargo, "Airbnb payouts Peoria", "generator service Anchorage"): the place
 * alone is not what was asked, so nothing is listed. A category or period that is empty there
 * ("repairs at Bridge Court in 2027") still shows the place.
 */
const askedOfPlaceInVain = (plan: SearchPlan, found: Retrieved) =>
  plan.wantTransactions &&
  !found.tx.rows.length &&
  (found.terms.length > 0 || plan.wrappers.length > 0 || plan.payees.length > 0) &&
  !found.entities.some((e) => e.kind === "tenant" || e.kind === "property" || e.kind === "unit");

/** Up to 10 of `ids`, in (name, id) order, from the cached names (no round trip). */
function tenantDetails(lex: OrgLexicon, ids: string[]): TenantDetail[] {
  return ids
    .slice(0, 10)
    .map((id) => lex.tenantDetails.get(id))
    .filter((t): t is TenantDetail & { order: number } => t !== undefined)
    .sort((a, b) => a.order - b.order)
    .map(({ order: _, ...t }) => t);
}
