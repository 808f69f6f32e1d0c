// Deterministic sample portfolio: properties with units and tenants, and several years of rent,
// mortgage payments (interest + principal), utilities, repairs, insurance, taxes, management fees,
// card payoffs, deposits, an opening owner contribution and each financed property's opening loan
// (so the mortgage payments' principal pays it down). Same seed + options → same data
// (ids are derived from the seed and the organization, so two organizations never collide).
//
// The entry point is `seedPortfolio` (demo mode: `seedDemoPortfolio`). A feature with its own sample
// data (leases, bank feeds) adds a step that runs after it and reads what it wrote from the database.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applyChartTemplate } from "../chart-template";
import { transactions } from "../schema";
import { scheduleEntries } from "./entries";
import { accountIdsByCode, insertPortfolio } from "./insert";
import { type PortfolioOptions, type PortfolioSummary, SeedPeriod } from "./model";
import { generateProperties, type SeedScope } from "./properties";
import { hash32, Rng } from "./random";
import { fitToSize } from "./sizing";

export type { PortfolioOptions, PortfolioSummary } from "./model";

export async function seedPortfolio(
  db: Db,
  organizationId: string,
  options: PortfolioOptions,
): Promise<PortfolioSummary> {
  const now = options.now ?? new Date();
  const endDate = options.endDate ?? now.toISOString().slice(0, 10);
  const scope: SeedScope = {
    organizationId,
    now,
    period: new SeedPeriod(endDate, options.years),
    rng: new Rng(options.seed),
    ids: new Rng(hash32(`${organizationId}:${options.seed}`)),
  };
  await applyChartTemplate(db, organizationId, now);
  const accountId = await accountIdsByCode(db, organizationId);
  const { rows, plans } = generateProperties(scope, options.properties);
  const natural = scheduleEntries(scope.rng, scope.period, plans);
  const entries = fitToSize(scope.rng, scope.period, plans, natural, options.transactions);
  const journalLines = await insertPortfolio(db, scope, rows, plans, entries, accountId);
  return {
    properties: rows.properties.length,
    units: rows.units.length,
    tenants: rows.tenants.length,
    transactions: entries.length,
    journalLines,
    from: scope.period.from,
    to: endDate,
  };
}

/**
 * Demo mode: a small portfolio for the demo organization, created once (skipped when the
 * organization already has transactions). Ends today, so the dashboard's month and YTD are live.
 */
export async function seedDemoPortfolio(
  db: Db,
  organizationId: string,
  options: Partial<PortfolioOptions> = {},
): Promise<PortfolioSummary | null> {
  const existing = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.organizationId, organizationId))
    .limit(1);
  if (existing.length) return null;
  return seedPortfolio(db, organizationId, { seed: 1, properties: 8, years: 3, ...options });
}
