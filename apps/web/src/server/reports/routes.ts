// /api/accounting/reports/*: read-only reports for any member of the organization (401 signed
// out). Every query is validated (400 with the field), every id looked up in the caller's
// organization (404 otherwise). `format=csv|xlsx|pdf` answers the same statement as a file.
import type { FastifyInstance } from "fastify";
import {
  balanceSheetQuery,
  cashFlowQuery,
  profitAndLossQuery,
  trialBalanceReportQuery,
} from "../../shared/reports";
import { AccountingService } from "../accounting/service";
import { requireAuth } from "../auth/session";
import { parse } from "../http/errors";
import { balanceSheet } from "./balance-sheet";
import { cashFlow } from "./cash-flow";
import { sendStatement } from "./files";
import { profitAndLoss } from "./profit-and-loss";
import { trialBalanceStatement } from "./trial-balance";

export const REPORTS_PREFIX = "/api/accounting/reports";

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const svc = new AccountingService(app.ctx.db, app.ctx.clock);
  const db = app.ctx.db;
  const P = REPORTS_PREFIX;

  app.get(`${P}/profit-and-loss`, async (request, reply) => {
    const auth = await requireAuth(request);
    const q = parse(profitAndLossQuery, request.query);
    const st = await profitAndLoss(db, auth.organizationId, q, svc.today());
    return sendStatement(reply, st, q.format, svc.today());
  });
  app.get(`${P}/balance-sheet`, async (request, reply) => {
    const auth = await requireAuth(request);
    const q = parse(balanceSheetQuery, request.query);
    const st = await balanceSheet(db, auth.organizationId, q, svc.today());
    return sendStatement(reply, st, q.format, svc.today());
  });
  app.get(`${P}/cash-flow`, async (request, reply) => {
    const auth = await requireAuth(request);
    const q = parse(cashFlowQuery, request.query);
    const st = await cashFlow(db, auth.organizationId, q, svc.today());
    return sendStatement(reply, st, q.format, svc.today());
  });
  app.get(`${P}/trial-balance`, async (request, reply) => {
    const auth = await requireAuth(request);
    const q = parse(trialBalanceReportQuery, request.query);
    const st = await trialBalanceStatement(svc, auth.organizationId, q);
    return sendStatement(reply, st, q.format, svc.today());
  });
}
