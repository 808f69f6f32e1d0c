// The reconcile page's stories: March's statement of the operating account, and a small in-memory server
// (MSW handlers) that ticks, computes the difference, finishes and undoes the way the real one does.
import { delay, HttpResponse, http, type RequestHandler } from "msw";
import type {
  AccountReconciliations,
  DifferenceHelp,
  ReconciliationHistory,
  ReconciliationLine,
  ReconciliationSummary,
  ReconciliationView,
} from "../../../shared/reconciliation";
import { formatDay } from "../../accounting/format";
import { ACCOUNTS } from "../../stories/fixtures";
import { accountPath, BANKING, reconciliationPath } from "./api";

const bank = ACCOUNTS.find((a) => a.code === "1000")!;
const ACCOUNT = { id: bank.id, code: bank.code, name: bank.name, subtype: bank.subtype };
export const PAGE_PATH = `/bank-connections/accounts/${ACCOUNT.id}/reconcile`;

const id = (n: number) => `00000000-0000-4000-8090-${String(n).padStart(12, "0")}`;

const line = (
  n: number,
  date: string,
  description: string,
  amountCents: number,
  extra: Partial<ReconciliationLine> = {},
): ReconciliationLine => ({
  transactionId: id(100 + n),
  date,
  description,
  payee: null,
  reference: null,
  amountCents,
  cleared: false,
  ...extra,
});

/** March on the operating account; the sink repair's check had not been cashed by the statement. */
const MARCH_LINES: ReconciliationLine[] = [
  line(1, "2026-03-01", "March rent, Unit A", 185_000, { payee: "Maria Gonzalez" }),
  line(2, "2026-03-01", "March rent, Unit B", 172_500, { payee: "Daniel Kim" }),
  line(3, "2026-03-02", "Mortgage payment, March", -124_400, { payee: "Columbia Home Loans" }),
  line(4, "2026-03-03", "March rent", 240_000, { payee: "Priya Patel" }),
  line(5, "2026-03-05", "Water and sewer", -14_237, { payee: "City Water", reference: "4471" }),
  line(6, "2026-03-10", "Kitchen sink leak, Unit B", -38_500, {
    payee: "Rose City Plumbing",
    reference: "1043",
  }),
];

const OPENING = 1_420_000;
/** Everything but the uncashed check. */
const MARCH_BALANCE = OPENING + MARCH_LINES.slice(0, 5).reduce((s, l) => s + l.amountCents, 0);

const summary = (over: Partial<ReconciliationSummary>): ReconciliationSummary => ({
  id: id(1),
  bankAccountId: ACCOUNT.id,
  statementDate: "2026-03-31",
  statementBalanceCents: MARCH_BALANCE,
  openingBalanceCents: OPENING,
  clearedCount: 0,
  clearedCents: 0,
  differenceCents: MARCH_BALANCE - OPENING,
  status: "in_progress",
  startedByName: "Ann Lee",
  createdAt: "2026-04-03T15:00:00.000Z",
  finishedAt: null,
  canUndo: true,
  ...over,
});

/** January and February, both finished; February's is the latest. */
const HISTORY: ReconciliationSummary[] = [
  summary({
    id: id(3),
    statementDate: "2026-02-28",
    statementBalanceCents: OPENING,
    openingBalanceCents: 1_250_000,
    clearedCount: 5,
    clearedCents: OPENING - 1_250_000,
    differenceCents: 0,
    status: "finished",
    finishedAt: "2026-03-04T18:20:00.000Z",
  }),
  summary({
    id: id(2),
    statementDate: "2026-01-31",
    statementBalanceCents: 1_250_000,
    openingBalanceCents: 0,
    clearedCount: 2,
    clearedCents: 1_250_000,
    differenceCents: 0,
    status: "finished",
    finishedAt: "2026-02-03T17:05:00.000Z",
    canUndo: false,
  }),
];

/** `months` finished month-end statements before January 2026, newest first (December 2025 back). */
function earlierStatements(months: number): ReconciliationSummary[] {
  return Array.from({ length: months }, (_, i) => {
    const end = new Date(Date.UTC(2026, -i, 0));
    const day = end.toISOString().slice(0, 10);
    return summary({
      id: id(10 + i),
      statementDate: day,
      statementBalanceCents: 1_250_000 - (i + 1) * 8_500,
      clearedCount: 6 + (i % 3),
      status: "finished",
      finishedAt: `${new Date(Date.UTC(2026, -i, 4)).toISOString().slice(0, 10)}T17:00:00.000Z`,
      canUndo: false,
    });
  });
}

/** The history route: statement year or dates, a page, and the years there are (as the server answers). */
function historyPage(history: ReconciliationSummary[], url: URL): ReconciliationHistory {
  const q = url.searchParams;
  const year = q.get("year");
  const from = year ? `${year}-01-01` : (q.get("from") ?? "");
  const to = year ? `${year}-12-31` : (q.get("to") ?? "9999-12-31");
  const page = Number(q.get("page") ?? 1);
  const pageSize = Number(q.get("pageSize") ?? 12);
  const matching = history.filter((h) => h.statementDate >= from && h.statementDate <= to);
  const years = [...new Set(history.map((h) => Number(h.statementDate.slice(0, 4))))];
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
    years,
  };
}

/**
 * The in-memory server: March in progress with `ticked` lines cleared, or no reconciliation in
 * progress; `earlier` adds that many finished months before January 2026 to the history.
 */
export function reconcileServer({
  ticked,
  inProgress = true,
  earlier = 0,
}: {
  ticked: number[];
  inProgress?: boolean;
  earlier?: number;
}): RequestHandler[] {
  let lines = MARCH_LINES.map((l, i) => ({ ...l, cleared: ticked.includes(i + 1) }));
  let current: ReconciliationSummary | null = inProgress ? summary({}) : null;
  let history = [...HISTORY, ...earlierStatements(earlier)].map((h) => ({
    ...h,
    canUndo: h.canUndo && !inProgress,
  }));
  const recompute = (s: ReconciliationSummary): ReconciliationSummary => {
    const cleared = lines.filter((l) => l.cleared);
    const clearedCents = cleared.reduce((sum, l) => sum + l.amountCents, 0);
    return {
      ...s,
      clearedCount: cleared.length,
      clearedCents,
      differenceCents: s.statementBalanceCents - s.openingBalanceCents - clearedCents,
    };
  };
  const overview = (): AccountReconciliations => ({
    account: ACCOUNT,
    openingBalanceCents: history[0]?.statementBalanceCents ?? 0,
    lastStatementDate: history[0]?.statementDate ?? null,
    inProgress: current ? recompute(current) : null,
  });
  // Like the server, a finished reconciliation can still be read (a refetch may come after finishing).
  let finishedOne: ReconciliationSummary | null = null;
  const shown = () => current ?? finishedOne ?? summary({});
  const view = (): ReconciliationView => ({ account: ACCOUNT, reconciliation: recompute(shown()), lines });
  const rec = reconciliationPath(id(1));
  const handlers: RequestHandler[] = [
    http.get(accountPath(ACCOUNT.id), () => HttpResponse.json(overview())),
    http.get(`${accountPath(ACCOUNT.id)}/history`, ({ request }) =>
      HttpResponse.json(historyPage(history, new URL(request.url))),
    ),
    http.get(rec, () => HttpResponse.json(view())),
    http.post(`${rec}/cleared`, async ({ request }) => {
      const body = (await request.json()) as { transactionIds: string[]; cleared: boolean };
      const ids = new Set(body.transactionIds);
      lines = lines.map((l) => (ids.has(l.transactionId) ? { ...l, cleared: body.cleared } : l));
      return HttpResponse.json(recompute(shown()));
    }),
    http.post(`${rec}/finish`, () => {
      const done = recompute(shown());
      if (done.differenceCents !== 0) {
        return HttpResponse.json({ message: "The difference is not zero" }, { status: 409 });
      }
      const finished = { ...done, status: "finished" as const, finishedAt: "2026-04-03T15:30:00.000Z" };
      history = [finished, ...history.map((h) => ({ ...h, canUndo: false }))];
      current = null;
      finishedOne = finished;
      return HttpResponse.json(finished);
    }),
    http.get(`${rec}/difference`, () => HttpResponse.json(differenceOf(recompute(shown()), lines))),
    http.post(`${BANKING}/reconciliations/:id/undo`, ({ params }) => {
      const undone = history.find((h) => h.id === params.id)!;
      history = history.filter((h) => h !== undone).map((h, i) => ({ ...h, canUndo: i === 0 }));
      return HttpResponse.json({
        message: `The reconciliation of the statement ending ${formatDay(undone.statementDate)} is undone; its transactions are unlocked`,
      });
    }),
  ];
  return handlers;
}

/** The hint the server gives for a transaction not ticked whose amount is the difference. */
function differenceOf(s: ReconciliationSummary, lines: ReconciliationLine[]): DifferenceHelp {
  return {
    differenceCents: s.differenceCents,
    hints: lines
      .filter((l) => !l.cleared && l.amountCents === s.differenceCents)
      .map((l) => ({
        kind: "missing" as const,
        transactionId: l.transactionId,
        date: l.date,
        description: l.description,
        amountCents: l.amountCents,
        cleared: false,
        explanation: "Not ticked: if the statement shows it, ticking it closes the difference.",
      })),
  };
}

/** The account's reconciliations never answer: the loading state stays. */
export const hangOverview: RequestHandler = http.get(accountPath(ACCOUNT.id), async () => {
  await delay("infinite");
  return HttpResponse.json({});
});

/** An id that is not one of the organization's bank accounts. */
export const notFound: RequestHandler = http.get(accountPath(ACCOUNT.id), () =>
  HttpResponse.json({ message: "Bank account not found" }, { status: 404 }),
);
