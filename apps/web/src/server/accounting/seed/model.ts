// What the sample portfolio's generators produce and share: the period, the property plans the
// schedule draws from, and the entries before they become rows.

import type { TransactionType } from "../../../shared/accounting";
import type { properties, tenants, units } from "../schema";
import type { PType } from "./names";

export interface PortfolioOptions {
  seed: number;
  properties: number;
  years: number;
  /** Exact number of transactions; without it the natural monthly schedule decides. */
  transactions?: number;
  /** Last day of generated activity (default: today, UTC). */
  endDate?: string;
  /** Timestamp written to created_at / updated_at (default: now). */
  now?: Date;
}

export interface PortfolioSummary {
  properties: number;
  units: number;
  tenants: number;
  transactions: number;
  journalLines: number;
  from: string;
  to: string;
}

export interface Split {
  account: string;
  cents: number;
}

/** One transaction to post: `bank` and the splits are account codes of the rental chart. */
export interface Entry {
  date: string;
  type: TransactionType;
  description: string;
  payee: string | null;
  bank: string;
  propertyIdx: number | null;
  unitId: string | null;
  splits: Split[];
  reference: string | null;
  /** An opening balance (owner contribution, a loan): kept when the schedule is sampled down. */
  opening?: boolean;
}

export interface UnitPlan {
  id: string;
  name: string;
  rent: number;
  tenant: string | null;
  leaseStart: string | null;
  deposit: number;
}

/** A property's terms that its monthly entries follow (loan, management, utilities, premiums). */
export interface PropertyPlan {
  id: string;
  type: PType;
  units: UnitPlan[];
  loanBalance: number;
  purchaseDate: string;
  monthlyRate: number;
  payment: number;
  lender: string;
  managed: boolean;
  landlordUtilities: boolean;
  insurance: number;
  tax: number;
  price: number;
}

/** The rows the insert step writes for properties, units and tenants. */
export interface PlaceRows {
  properties: (typeof properties.$inferInsert)[];
  units: (typeof units.$inferInsert)[];
  tenants: (typeof tenants.$inferInsert)[];
}

export const pad2 = (n: number) => String(n).padStart(2, "0");

export function daysIn(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function addMonthsYm(y: number, m: number, n: number): [number, number] {
  const t = y * 12 + (m - 1) + n;
  return [Math.floor(t / 12), (t % 12) + 1];
}

/** The generated months: `years` whole months back from `endDate`'s month, which ends on `endDate`. */
export class SeedPeriod {
  readonly endY: number;
  readonly endM: number;
  readonly endD: number;
  readonly startY: number;
  readonly startM: number;
  readonly from: string;
  readonly months: [number, number][] = [];

  constructor(
    readonly endDate: string,
    readonly years: number,
  ) {
    this.endY = Number(endDate.slice(0, 4));
    this.endM = Number(endDate.slice(5, 7));
    this.endD = Number(endDate.slice(8, 10));
    [this.startY, this.startM] = addMonthsYm(this.endY, this.endM, -(years * 12) + 1);
    this.from = `${this.startY}-${pad2(this.startM)}-01`;
    for (let k = 0; k < years * 12; k++) this.months.push(addMonthsYm(this.startY, this.startM, k));
  }

  /** Day `d` of the month, clamped to the month's last day (or to `endDate` in its month). */
  day(y: number, m: number, d: number): string {
    const last = y === this.endY && m === this.endM ? this.endD : daysIn(y, m);
    return `${y}-${pad2(m)}-${pad2(Math.min(d, last))}`;
  }

  inRange(y: number, m: number, d: number): boolean {
    return !(y === this.endY && m === this.endM && d > this.endD);
  }
}
