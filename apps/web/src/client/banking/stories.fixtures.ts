// What the banking API answers in the stories: two bank accounts of the story chart, an import history,
// a CSV statement on its way through the wizard and a few rules.
import { delay, type HttpHandler, HttpResponse, http } from "msw";
import type {
  BankAccountSummary,
  CsvTable,
  ImportBatchView,
  ImportRowView,
  ImportUploadView,
  RuleTestResult,
  RuleView,
} from "../../shared/banking";
import { ACCOUNTS, PROPERTIES, STORY_USER } from "../stories/fixtures";
import { BANKING } from "./api";

/** A member with the Viewer role signed in: ahead of the story session's administrator. */
export const viewerSession: HttpHandler = http.get("/api/auth/user", () =>
  HttpResponse.json({ ...STORY_USER, role: "viewer", primaryRole: "viewer" }),
);

const id = (code: string) => {
  const found = ACCOUNTS.find((a) => a.code === code);
  if (!found) throw new Error(`No account ${code} in the story chart`);
  return found.id;
};
const OAK = PROPERTIES.find((p) => p.name === "Oak Street Duplex")!;

export const CHECKING: BankAccountSummary = {
  id: id("1000"),
  code: "1000",
  name: "Operating Bank Account",
  subtype: "bank",
  balanceCents: 1_842_317,
  lastImportAt: "2026-03-31T15:04:00.000Z",
  unreconciledCount: 42,
};
const CARD: BankAccountSummary = {
  id: id("2000"),
  code: "2000",
  name: "Credit Card",
  subtype: "credit_card",
  balanceCents: 61_240,
  lastImportAt: null,
  unreconciledCount: 0,
};
export const BANK_ACCOUNTS = { items: [CHECKING, CARD] };

const batch = (n: number, patch: Partial<ImportBatchView>): ImportBatchView => ({
  id: `9b1e7c2a-0d4f-4c3b-8a5e-00000000000${n}`,
  bankAccountId: CHECKING.id,
  fileName: "checking-march.csv",
  format: "csv",
  status: "committed",
  rowCount: 24,
  importedCount: 22,
  excludedCount: 2,
  duplicateCount: 1,
  createdByName: "Olivia Owner",
  createdAt: "2026-03-31T15:02:00.000Z",
  committedAt: "2026-03-31T15:04:00.000Z",
  undoneAt: null,
  canUndo: true,
  ...patch,
});
export const MARCH = batch(1, {});
const FEBRUARY = batch(2, {
  fileName: "checking-february.ofx",
  format: "ofx",
  rowCount: 31,
  importedCount: 31,
  excludedCount: 0,
  duplicateCount: 0,
  createdAt: "2026-02-28T10:00:00.000Z",
  committedAt: "2026-02-28T10:01:00.000Z",
  canUndo: false,
});
const JANUARY = batch(3, {
  fileName: "card-january.qfx",
  bankAccountId: CARD.id,
  format: "qfx",
  status: "undone",
  rowCount: 12,
  importedCount: 12,
  excludedCount: 0,
  duplicateCount: 0,
  createdAt: "2026-01-31T09:00:00.000Z",
  committedAt: "2026-01-31T09:01:00.000Z",
  undoneAt: "2026-02-01T08:00:00.000Z",
  canUndo: false,
});
export const HISTORY = { items: [MARCH, FEBRUARY, JANUARY] };

// ---- the wizard ---------------------------------------------------------------------------------

const CSV: CsvTable = {
  encoding: "UTF-8",
  delimiter: ",",
  preambleLines: 0,
  columns: ["Date", "Description", "Amount", "Reference"],
  rowCount: 5,
  sample: [
    ["Date", "Description", "Amount", "Reference"],
    ["03/02/2026", "RENT OAK ST UNIT A", "1695.00", "1001"],
    ["03/05/2026", "HOME DEPOT #4411", "-84.12", "1002"],
    ["03/09/2026", "CITY WATER UTILITY", "-61.40", "1003"],
    ["03/09/2026", "CITY WATER UTILITY", "-61.40", "1004"],
    ["03/15/2026", "MONTHLY SERVICE FEE", "-12.00", "1005"],
  ],
  suggested: {
    hasHeader: true,
    dateColumn: 0,
    dateFormat: "MM/DD/YYYY",
    descriptionColumn: 1,
    payeeColumn: null,
    memoColumn: null,
    referenceColumn: 3,
    amount: { kind: "signed", column: 2, negate: false },
    decimalComma: false,
  },
  dateFormatCandidates: ["MM/DD/YYYY"],
};
export const PENDING = batch(4, {
  status: "mapping",
  rowCount: 5,
  importedCount: 0,
  excludedCount: 0,
  duplicateCount: 0,
  committedAt: null,
  canUndo: false,
});
export const UPLOAD: ImportUploadView = { batch: PENDING, csv: CSV, statementAccounts: [] };
export const AMBIGUOUS_UPLOAD: ImportUploadView = {
  ...UPLOAD,
  csv: {
    ...CSV,
    sample: CSV.sample.map((r, i) => (i === 0 ? r : [r[0]!.replace("03/", "04/"), ...r.slice(1)])),
    suggested: { ...CSV.suggested!, dateFormat: "DD/MM/YYYY" },
    dateFormatCandidates: ["DD/MM/YYYY", "MM/DD/YYYY"],
  },
};

const row = (rowNo: number, patch: Partial<ImportRowView>): ImportRowView => ({
  rowNo,
  date: "2026-03-02",
  amountCents: 0,
  description: "",
  payee: null,
  memo: null,
  reference: String(1000 + rowNo),
  fitId: null,
  duplicate: null,
  excluded: false,
  categoryAccountId: null,
  splits: null,
  propertyId: null,
  unitId: null,
  ruleId: null,
  ...patch,
});
const ROWS: ImportRowView[] = [
  row(1, {
    amountCents: 169_500,
    description: "RENT OAK ST UNIT A",
    categoryAccountId: id("4000"),
    propertyId: OAK.id,
    ruleId: "3c2b1a00-0000-4000-8000-000000000001",
  }),
  row(2, { date: "2026-03-05", amountCents: -8_412, description: "HOME DEPOT #4411", payee: "Home Depot" }),
  row(3, { date: "2026-03-09", amountCents: -6_140, description: "CITY WATER UTILITY" }),
  row(4, {
    date: "2026-03-09",
    amountCents: -6_140,
    description: "CITY WATER UTILITY",
    excluded: true,
    duplicate: { kind: "content", transactionId: "5d4c3b2a-0000-4000-8000-000000000001" },
  }),
  row(5, { date: "2026-03-15", amountCents: -1_200, description: "MONTHLY SERVICE FEE" }),
];
export const PREVIEW_BATCH = { ...PENDING, status: "preview" as const, excludedCount: 1, duplicateCount: 1 };
export const PREVIEW = { batch: PREVIEW_BATCH, rows: ROWS };
export const COMMITTED: ImportBatchView = {
  ...PREVIEW_BATCH,
  status: "committed",
  importedCount: 4,
  committedAt: "2026-03-31T15:04:00.000Z",
  canUndo: true,
};

// ---- rules --------------------------------------------------------------------------------------

const rule = (n: number, patch: Partial<RuleView>): RuleView => ({
  id: `3c2b1a00-0000-4000-8000-00000000000${n}`,
  position: n,
  name: "",
  conditions: [],
  actions: {},
  stop: false,
  isActive: true,
  ...patch,
});
export const RULES: RuleView[] = [
  rule(1, {
    name: "Oak Street rent",
    conditions: [
      { field: "description", op: "contains", value: "RENT OAK ST" },
      { field: "amount", op: "sign", sign: "in" },
    ],
    actions: { categoryAccountId: id("4000"), propertyId: OAK.id },
    stop: true,
  }),
  rule(2, {
    name: "Hardware stores",
    conditions: [{ field: "payee", op: "regex", value: "home depot|lowe'?s" }],
    actions: { categoryAccountId: id("5090") },
  }),
  rule(3, {
    name: "Insurance and taxes split",
    conditions: [
      { field: "description", op: "startsWith", value: "ESCROW" },
      { field: "amount", op: "between", minCents: 50_000, maxCents: 90_000 },
      { field: "bankAccount", op: "is", accountId: CHECKING.id },
    ],
    actions: {
      splits: [
        { accountId: id("5040"), basisPoints: 4_000 },
        { accountId: id("5110"), basisPoints: 6_000 },
      ],
    },
    isActive: false,
  }),
];
export const TEST_RESULT: RuleTestResult = {
  checked: 318,
  matched: 2,
  examples: [
    {
      id: "5d4c3b2a-0000-4000-8000-000000000002",
      date: "2026-02-11",
      description: "HOME DEPOT #4411",
      payee: "Home Depot",
      memo: null,
      type: "expense",
      amountCents: 12_999,
      bankAccountId: CHECKING.id,
    },
    {
      id: "5d4c3b2a-0000-4000-8000-000000000003",
      date: "2026-01-20",
      description: "HOME DEPOT #0912",
      payee: "Home Depot",
      memo: null,
      type: "expense",
      amountCents: 4_350,
      bankAccountId: CHECKING.id,
    },
  ],
};

// ---- handlers -----------------------------------------------------------------------------------

type Method = "get" | "post" | "put" | "patch" | "delete";
const url = (path: string) => `${BANKING}${path}`;

/** `method path` answers `body` (status 200 unless said), never answers, or fails with `{message}`. */
export const banking = {
  answer: (path: string, body: unknown, method: Method = "get", status = 200): HttpHandler =>
    http[method](url(path), () => HttpResponse.json(body as Record<string, unknown>, { status })),
  hang: (path: string, method: Method = "get"): HttpHandler =>
    http[method](url(path), async () => {
      await delay("infinite");
      return HttpResponse.json({});
    }),
  fail: (
    path: string,
    method: Method = "get",
    message = "Internal Server Error",
    status = 500,
  ): HttpHandler => http[method](url(path), () => HttpResponse.json({ message }, { status })),
};
