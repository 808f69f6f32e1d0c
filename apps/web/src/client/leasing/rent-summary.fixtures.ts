// What GET /api/leasing/rent-summary answers in the stories: a small portfolio in the middle of March.
import type { RentSummary } from "../../shared/leasing";

const NO_AGING: RentSummary["delinquent"]["aging"] = [
  { bucket: "0-30", cents: 0, count: 0 },
  { bucket: "31-60", cents: 0, count: 0 },
  { bucket: "61-90", cents: 0, count: 0 },
  { bucket: "90+", cents: 0, count: 0 },
];

export const RENT_SUMMARY: RentSummary = {
  month: "2026-03",
  asOf: "2026-03-15",
  hasLeases: true,
  dueCents: 612_500,
  collectedCents: 431_000,
  collectionRatePct: 70.4,
  receivedCents: 446_000,
  delinquent: {
    cents: 283_500,
    leases: 2,
    aging: [
      { bucket: "0-30", cents: 181_500, count: 2 },
      { bucket: "31-60", cents: 95_000, count: 1 },
      { bucket: "61-90", cents: 7_000, count: 1 },
      { bucket: "90+", cents: 0, count: 0 },
    ],
  },
  ending: {
    days: 60,
    count: 7,
    items: [
      {
        leaseId: "5b0c1d2e-0000-4000-8000-000000000001",
        propertyName: "Oak Street Duplex",
        unitName: "Unit A",
        tenants: "Ana Ruiz",
        endDate: "2026-03-31",
      },
      {
        leaseId: "5b0c1d2e-0000-4000-8000-000000000002",
        propertyName: "Maple Court",
        unitName: "2B",
        tenants: "Ben Okafor, Chloe Park",
        endDate: "2026-04-12",
      },
      {
        leaseId: "5b0c1d2e-0000-4000-8000-000000000003",
        propertyName: "Maple Court",
        unitName: "3A",
        tenants: "Dev Patel",
        endDate: "2026-04-30",
      },
    ],
  },
};

/** Every charge of the month paid, nothing delinquent, no lease ending soon. */
export const ALL_COLLECTED: RentSummary = {
  ...RENT_SUMMARY,
  collectedCents: 612_500,
  collectionRatePct: 100,
  receivedCents: 598_000,
  delinquent: { cents: 0, leases: 0, aging: NO_AGING },
  ending: { days: 60, count: 0, items: [] },
};

/** A new organization: no lease yet. */
export const NO_LEASES: RentSummary = {
  month: "2026-03",
  asOf: "2026-03-15",
  hasLeases: false,
  dueCents: 0,
  collectedCents: 0,
  collectionRatePct: null,
  receivedCents: 0,
  delinquent: { cents: 0, leases: 0, aging: NO_AGING },
  ending: { days: 60, count: 0, items: [] },
};
