// What the builder API answers in the builder stories: the shapes of src/shared/report-builder.ts
// over the story portfolio (its property and account ids), with totals that add up.
import { builderDefinition, type InterpretAnswer, type SavedReport } from "../../../shared/report-builder";
import type { Statement } from "../../../shared/reports";
import { ACCOUNTS, PROPERTIES } from "../../stories/fixtures";

const repairs = ACCOUNTS.find((a) => a.code === "5090")!;
const [first, second, third] = PROPERTIES;

const BY_PROPERTY_DEFINITION = builderDefinition.parse({
  from: "2025-01-01",
  to: "2025-12-31",
  rows: "property",
  type: "expense",
  accountIds: [repairs.id],
  compare: "previous_year",
  chart: "bar",
});

const line = (label: string, now: number, before: number) => ({
  label,
  kind: "line" as const,
  depth: 0,
  values: [now, before, now - before],
});
const lines = [
  line(first!.name, 184_250, 121_000),
  line(second!.name, 96_500, 142_300),
  line(third!.name, 40_000, 0),
];

export const BY_PROPERTY: Statement = {
  report: "builder",
  title: "Expenses by property",
  organizationName: "Ada Landlord's Properties",
  periodLabel: "Year 2025",
  from: "2025-01-01",
  to: "2025-12-31",
  basis: "Cash",
  columns: [
    { key: "current", label: "Year 2025" },
    { key: "previous", label: "Year 2024" },
    { key: "change", label: "Change" },
  ],
  rows: [
    ...lines,
    {
      label: "Total",
      kind: "total",
      depth: 0,
      values: [0, 1, 2].map((i) => lines.reduce((s, l) => s + l.values[i]!, 0)),
    },
  ],
  checks: [],
  valueKind: "money",
  rowHeader: "Property",
  fileName: "expenses-by-property",
};

export const NOTHING_MATCHES: Statement = {
  ...BY_PROPERTY,
  rows: [{ label: "Total", kind: "total", depth: 0, values: [0, 0, 0] }],
};

export const SAVED: SavedReport = {
  id: "5d0c9d4e-8c1f-4a51-9d7e-0f3c2b1a0a01",
  name: "Repairs by property",
  definition: BY_PROPERTY_DEFINITION,
  createdByName: "Ada Landlord",
  createdAt: "2025-11-02T10:00:00.000Z",
  updatedAt: "2025-11-02T10:00:00.000Z",
};

export const READING: InterpretAnswer = {
  definition: { ...BY_PROPERTY_DEFINITION, basis: "cash" },
  understood: [
    "Rows: Property",
    "Period: Year 2025",
    "Compared with: Same period last year",
    "Only: expenses",
    "Category: repairs",
    "Chart: Bar chart",
    "Basis: Cash",
  ],
  ignored: ["urgent"],
  source: "rules",
};

/** Twelve properties' income over a quarter by month: more series than the hand-picked colours. */
export const MANY_SERIES: Statement = {
  ...BY_PROPERTY,
  title: "Income by property",
  periodLabel: "Q1 2025",
  from: "2025-01-01",
  to: "2025-03-31",
  columns: [
    { key: "2025-01", label: "Jan 2025" },
    { key: "2025-02", label: "Feb 2025" },
    { key: "2025-03", label: "Mar 2025" },
  ],
  rows: Array.from({ length: 12 }, (_, i) => ({
    label: `Property ${String(i + 1).padStart(2, "0")}`,
    kind: "line" as const,
    depth: 0,
    // Apart enough that no two lines run on top of each other.
    values: [100_000 + i * 25_000, 110_000 + i * 25_000 + (i % 3) * 8_000, 95_000 + i * 26_000],
  })),
  fileName: "income-by-property",
};
