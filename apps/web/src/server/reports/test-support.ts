// Test support for the reports suite (imported only by *.test.ts and the benchmark): a small set
// of books covering every kind of entry a report classifies (file readers: ../test/documents).
import { expect } from "vitest";
import type { Browser } from "../test/helpers";

export const A = "/api/accounting";
export const R = "/api/accounting/reports";

export interface Books {
  acct: Map<string, string>;
  props: { north: string; south: string };
}

const property = (name: string) => ({
  name,
  addressLine1: "1 Main Street",
  city: "Austin",
  state: "TX",
  postalCode: "78701",
  type: "single_family",
});

/**
 * Two properties over 2024–2025: an owner contribution and a loan (financing), a building bought
 * (investing), rent and expenses per property and one unassigned, a card purchase and its
 * payment, an owner draw, and depreciation (no cash).
 */
export async function seedBooks(b: Browser): Promise<Books> {
  expect((await b.post(`${A}/accounts/apply-template`)).statusCode).toBe(200);
  const list = (await b.get(`${A}/accounts`)).json<{ items: { id: string; code: string }[] }>().items;
  const acct = new Map(list.map((a) => [a.code, a.id]));
  const id = (code: string) => acct.get(code)!;
  const north = (await b.post(`${A}/properties`, property("North House"))).json<{ id: string }>().id;
  const south = (await b.post(`${A}/properties`, property("South Flat"))).json<{ id: string }>().id;
  const tx = async (
    date: string,
    type: "income" | "expense" | "transfer",
    bank: string,
    account: string,
    amountCents: number,
    propertyId?: string,
  ) => {
    const res = await b.post(`${A}/transactions`, {
      date,
      description: `${type} ${account}`,
      type,
      bankAccountId: id(bank),
      propertyId: propertyId ?? null,
      splits: [{ accountId: id(account), amountCents }],
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await tx("2024-01-05", "transfer", "3000", "1000", 5_000_000);
  await tx("2024-01-10", "transfer", "2500", "1000", 20_000_000);
  await tx("2024-01-15", "transfer", "1000", "1500", 22_000_000, north);
  await tx("2024-03-01", "income", "1000", "4000", 180_000, north);
  await tx("2024-06-01", "expense", "1000", "5090", 45_000, north);
  await tx("2024-12-31", "expense", "1500", "5130", 60_000, north);
  await tx("2025-01-03", "income", "1000", "4000", 200_000, north);
  await tx("2025-02-03", "income", "1000", "4000", 150_000, south);
  await tx("2025-02-10", "income", "1000", "4100", 5_000, south);
  await tx("2025-03-12", "expense", "1000", "5090", 32_550, north);
  await tx("2025-04-20", "expense", "2000", "5100", 12_345, south);
  await tx("2025-05-01", "transfer", "1000", "2000", 12_345);
  await tx("2025-05-15", "expense", "1000", "5040", 90_000);
  await tx("2025-06-30", "expense", "1000", "5070", 70_000, north);
  await tx("2025-07-01", "transfer", "1000", "3100", 100_000);
  await tx("2025-11-30", "expense", "1000", "5120", 8_800, south);
  await tx("2025-12-31", "expense", "1500", "5130", 80_000, north);
  return { acct, props: { north, south } };
}
