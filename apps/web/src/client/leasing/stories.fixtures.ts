// What the leasing API answers in the stories: one duplex with a lease, its ledger and the month.
import { delay, type HttpHandler, HttpResponse, http } from "msw";
import type { LeaseDocumentView } from "../../shared/lease-documents";
import type { LeaseLedger, LeaseView, TenantView } from "../../shared/leasing";
import type { RentCollections, RentRoll } from "../../shared/rent-roll";
import { LEASING } from "./shared";

export const ANA: TenantView = {
  id: "7d1f6f0e-3a1c-4c55-9a51-2f1a2b7c0a01",
  kind: "person",
  name: "Ana Ruiz",
  email: "ana.ruiz@example.com",
  phone: "503-555-0142",
  emergencyContactName: "Luis Ruiz",
  emergencyContactPhone: "503-555-0199",
  notes: "Prefers e-mail.",
  archived: false,
  status: "current",
  balanceCents: 12_000,
  units: ["Oak Street Duplex · Unit A"],
};
export const BEN: TenantView = {
  ...ANA,
  id: "7d1f6f0e-3a1c-4c55-9a51-2f1a2b7c0a02",
  name: "Ben Okafor",
  email: "ben@example.com",
  phone: null,
  emergencyContactName: null,
  emergencyContactPhone: null,
  notes: null,
  status: "former",
  balanceCents: 0,
  units: ["Maple Avenue House · Main"],
};

export const LEASE: LeaseView = {
  id: "4a7c2d9e-1b3f-4e8a-9c0d-5e6f7a8b9c01",
  unitId: "5b8d3e0f-2c4a-4f9b-8d1e-6f7a8b9c0d01",
  unitName: "Unit A",
  propertyId: "6c9e4f1a-3d5b-4a0c-9e2f-7a8b9c0d1e01",
  propertyName: "Oak Street Duplex",
  tenants: [{ id: ANA.id, name: ANA.name }],
  startDate: "2026-01-01",
  endDate: "2026-12-31",
  rentCents: 169_500,
  dueDay: 1,
  graceDays: 5,
  lateFeeKind: "flat",
  lateFeeAmount: 7_500,
  lateFeeMode: "once",
  lateFeeCapCents: null,
  depositCents: 169_500,
  depositAccountId: "8e0a6b3c-5f7d-4c2e-9a4b-9c0d1e2f3a01",
  depositHeldCents: 169_500,
  prorationRule: "daily",
  recurringCharges: [{ chargeType: "pet_rent", description: "Pet rent", amountCents: 3_500 }],
  status: "active",
  renewedFromId: null,
  renewedToId: null,
  moveOutDate: null,
  depositDisposedOn: null,
  notes: null,
  balanceCents: 12_000,
};

const charge = (
  id: string,
  date: string,
  description: string,
  amountCents: number,
  openCents: number,
  balanceCents: number,
  chargeType: LeaseLedger["entries"][number]["chargeType"] = "rent",
) => ({
  id: `c0000000-0000-4000-8000-0000000000${id}`,
  date,
  kind: "charge" as const,
  description,
  chargeType,
  method: null,
  amountCents,
  openCents,
  waived: false,
  balanceCents,
});

export const LEDGER: LeaseLedger = {
  leaseId: LEASE.id,
  entries: [
    charge("01", "2026-01-01", "Rent Jan 2026", 169_500, 0, 169_500),
    charge("02", "2026-01-01", "Pet rent Jan 2026", 3_500, 0, 173_000, "pet_rent"),
    {
      id: "d0000000-0000-4000-8000-000000000001",
      date: "2026-01-03",
      kind: "payment",
      description: "Payment (check 1042)",
      chargeType: null,
      method: "check",
      amountCents: -173_000,
      openCents: null,
      waived: false,
      balanceCents: 0,
    },
    charge("03", "2026-02-01", "Rent Feb 2026", 169_500, 4_500, 169_500),
    charge("04", "2026-02-01", "Pet rent Feb 2026", 3_500, 0, 173_000, "pet_rent"),
    {
      id: "d0000000-0000-4000-8000-000000000002",
      date: "2026-02-09",
      kind: "payment",
      description: "Payment (ach)",
      chargeType: null,
      method: "ach",
      amountCents: -168_500,
      openCents: null,
      waived: false,
      balanceCents: 4_500,
    },
    charge("05", "2026-02-09", "Late fee Feb 2026", 7_500, 7_500, 12_000, "late_fee"),
  ],
  chargesCents: 353_500,
  paymentsCents: 341_500,
  creditsCents: 0,
  balanceCents: 12_000,
  unappliedCents: 0,
};

export const COLLECTIONS: RentCollections = {
  month: "2026-02",
  asOf: "2026-02-20",
  dueThisMonth: [
    {
      chargeId: LEDGER.entries[3]!.id,
      leaseId: LEASE.id,
      propertyName: "Oak Street Duplex",
      unitName: "Unit A",
      tenants: "Ana Ruiz",
      description: "Rent Feb 2026",
      chargeType: "rent",
      dueDate: "2026-02-01",
      amountCents: 169_500,
      openCents: 4_500,
      daysOverdue: 19,
    },
    {
      chargeId: "c0000000-0000-4000-8000-000000000010",
      leaseId: "4a7c2d9e-1b3f-4e8a-9c0d-5e6f7a8b9c02",
      propertyName: "Oak Street Duplex",
      unitName: "Unit B",
      tenants: "James Park",
      description: "Rent Feb 2026",
      chargeType: "rent",
      dueDate: "2026-02-01",
      amountCents: 155_000,
      openCents: 155_000,
      daysOverdue: 19,
    },
  ],
  overdue: [
    {
      chargeId: LEDGER.entries[3]!.id,
      leaseId: LEASE.id,
      propertyName: "Oak Street Duplex",
      unitName: "Unit A",
      tenants: "Ana Ruiz",
      description: "Rent Feb 2026",
      chargeType: "rent",
      dueDate: "2026-02-01",
      amountCents: 169_500,
      openCents: 4_500,
      daysOverdue: 19,
    },
    {
      chargeId: "c0000000-0000-4000-8000-000000000010",
      leaseId: "4a7c2d9e-1b3f-4e8a-9c0d-5e6f7a8b9c02",
      propertyName: "Oak Street Duplex",
      unitName: "Unit B",
      tenants: "James Park",
      description: "Rent Feb 2026",
      chargeType: "rent",
      dueDate: "2026-02-01",
      amountCents: 155_000,
      openCents: 155_000,
      daysOverdue: 19,
    },
    {
      chargeId: "c0000000-0000-4000-8000-000000000011",
      leaseId: "4a7c2d9e-1b3f-4e8a-9c0d-5e6f7a8b9c03",
      propertyName: "Maple Avenue House",
      unitName: "Main",
      tenants: "Ben Okafor",
      description: "Rent Nov 2025",
      chargeType: "rent",
      dueDate: "2025-11-01",
      amountCents: 240_000,
      openCents: 60_000,
      daysOverdue: 111,
    },
  ],
  aging: [
    { bucket: "0-30", cents: 159_500, count: 2 },
    { bucket: "31-60", cents: 0, count: 0 },
    { bucket: "61-90", cents: 0, count: 0 },
    { bucket: "90+", cents: 60_000, count: 1 },
  ],
  dueCents: 324_500,
  collectedCents: 165_000,
  receivedCents: 168_500,
  overdueCents: 219_500,
};

export const ROLL: RentRoll = {
  asOf: "2026-02-20",
  page: 1,
  pageSize: 100,
  rows: [
    {
      propertyId: LEASE.propertyId,
      propertyName: "Oak Street Duplex",
      unitId: LEASE.unitId,
      unitName: "Unit A",
      leaseId: LEASE.id,
      tenants: "Ana Ruiz",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      rentCents: 169_500,
      depositHeldCents: 169_500,
      balanceCents: 12_000,
      status: "active",
    },
    {
      propertyId: LEASE.propertyId,
      propertyName: "Oak Street Duplex",
      unitId: "5b8d3e0f-2c4a-4f9b-8d1e-6f7a8b9c0d02",
      unitName: "Unit B",
      leaseId: null,
      tenants: "",
      startDate: null,
      endDate: null,
      rentCents: 0,
      depositHeldCents: 0,
      balanceCents: 0,
      status: "vacant",
    },
    {
      propertyId: "5b8d3e0f-2c4a-4f9b-8d1e-6f7a8b9c0d10",
      propertyName: "Pine Cottage",
      unitId: "5b8d3e0f-2c4a-4f9b-8d1e-6f7a8b9c0d03",
      unitName: "Main",
      leaseId: null,
      tenants: "Omar Haddad",
      startDate: "2025-06-01",
      endDate: null,
      rentCents: 125_000,
      depositHeldCents: 0,
      balanceCents: 0,
      status: "no_lease",
    },
  ],
  totals: { units: 3, occupied: 2, rentCents: 294_500, depositHeldCents: 169_500, balanceCents: 12_000 },
};

/** GET `${LEASING}${path}` answers `body`, never answers, or fails like the server. */
export const leasing = {
  answer: (path: string, body: unknown): HttpHandler =>
    http.get(`${LEASING}${path}`, () => HttpResponse.json(body as Record<string, unknown>)),
  hang: (path: string): HttpHandler =>
    http.get(`${LEASING}${path}`, async () => {
      await delay("infinite");
      return HttpResponse.json({});
    }),
  fail: (path: string): HttpHandler =>
    http.get(`${LEASING}${path}`, () =>
      HttpResponse.json({ message: "Internal Server Error" }, { status: 500 }),
    ),
};

/** Files uploaded to LEASE: the signed lease and a move-in photo. */
export const LEASE_FILES: LeaseDocumentView[] = [
  {
    id: "f0000000-0000-4000-8000-000000000001",
    leaseId: LEASE.id,
    fileName: "Oak Street Unit A - signed lease.pdf",
    contentType: "application/pdf",
    sizeBytes: 1_843_200,
    sha256: "9f2c6a1d4e5b7c8a0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6e5f4a3b2",
    uploadedAt: "2025-12-20T15:30:00.000Z",
    uploadedBy: { id: "00000000-0000-4000-8001-000000000001", name: "Ann Lee" },
  },
  {
    id: "f0000000-0000-4000-8000-000000000002",
    leaseId: LEASE.id,
    fileName: "move-in-kitchen.jpg",
    contentType: "image/jpeg",
    sizeBytes: 412_000,
    sha256: "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809",
    uploadedAt: "2026-01-02T12:00:00.000Z",
    uploadedBy: null,
  },
];
