// /api/accounting/reports/*: read-only reports for any member of the organization (401 signed
// out). Every query is validated (400 with the field), every id looked up in the caller's
// organization (404 otherwise). `format=csv|xlsx|pdf` answers the same statement as a file.
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  balanceSheetQuery,
  cashFlowQuery,
  ownerStatementQuery,
  profitAndLossQuery,
  statementAnswer,
  trialBalanceReportQuery,
  vendor1099Query,
} from "../../shared/reports";
import { roleRank } from "../../shared/roles";
import {
  depreciationBody,
  depreciationEntry,
  rentalDaysBody,
  rentalDaysEntry,
  scheduleEAnswer,
  scheduleEQuery,
} from "../../shared/schedule-e";
import { CONTENT_TYPES, toXlsx } from "../accounting/exports";
import { AccountingService } from "../accounting/service";
import { idParam } from "../accounting/validation";
import { type Auth, requireAuth } from "../auth/session";
import { FAST_COMPRESSION } from "../http/compression";
import { forbidden, parse } from "../http/errors";
import { apiDoc, messageAnswer } from "../http/openapi";
import { balanceSheet } from "./balance-sheet";
import { cashFlow } from "./cash-flow";
import { sendStatement } from "./files";
import { ownerStatement } from "./owner-statement";
import { profitAndLoss } from "./profit-and-loss";
import { scheduleE } from "./schedule-e";
import { scheduleECsv, scheduleEPdf, scheduleETable } from "./schedule-e-files";
import { removeDepreciation, saveDepreciation, saveRentalDays } from "./settings";
import { trialBalanceStatement } from "./trial-balance";
import { vendor1099 } from "./vendor-1099";

const doc = apiDoc("Reports");
/** A report's JSON answer; the other formats answer the same content as a file. */
const AS_FILE = "With `format=csv`, `xlsx` or `pdf`, the same report as a file of that type.";
export const statementAnswers = { response: { 200: statementAnswer }, description: AS_FILE };

export const REPORTS_PREFIX = "/api/accounting/reports";

/** Tax settings change what a return says: manager, admin or super_admin. */
export async function writer(request: FastifyRequest): Promise<Auth> {
  const auth = await requireAuth(request);
  if (roleRank(auth.role) < roleRank("manager"))
    throw forbidden("You do not have permission to change accounting data");
  return auth;
}

const P = REPORTS_PREFIX;

/** The four financial statements. */
function financialStatementRoutes(app: FastifyInstance, svc: AccountingService): void {
  const db = app.ctx.db;
  const fast = { compress: FAST_COMPRESSION };

  app.get(
    `${P}/profit-and-loss`,
    doc("Profit and loss report", { querystring: profitAndLossQuery, ...statementAnswers }, fast),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const q = parse(profitAndLossQuery, request.query);
      const st = await profitAndLoss(db, auth.organizationId, q, svc.today());
      return sendStatement(reply, st, q.format, svc.today());
    },
  );
  app.get(
    `${P}/balance-sheet`,
    doc("Balance sheet", { querystring: balanceSheetQuery, ...statementAnswers }, fast),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const q = parse(balanceSheetQuery, request.query);
      const st = await balanceSheet(db, auth.organizationId, q, svc.today());
      return sendStatement(reply, st, q.format, svc.today());
    },
  );
  app.get(
    `${P}/cash-flow`,
    doc("Cash flow statement", { querystring: cashFlowQuery, ...statementAnswers }, fast),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const q = parse(cashFlowQuery, request.query);
      const st = await cashFlow(db, auth.organizationId, q, svc.today());
      return sendStatement(reply, st, q.format, svc.today());
    },
  );
  app.get(
    `${P}/trial-balance`,
    doc("Trial balance report", { querystring: trialBalanceReportQuery, ...statementAnswers }, fast),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const q = parse(trialBalanceReportQuery, request.query);
      const st = await trialBalanceStatement(svc, auth.organizationId, q);
      return sendStatement(reply, st, q.format, svc.today());
    },
  );
}

/** What an owner and the 1099 vendors are sent. */
function ownerAndVendorRoutes(app: FastifyInstance, svc: AccountingService): void {
  const db = app.ctx.db;

  app.get(
    `${P}/owner-statement`,
    doc("Owner statement", { querystring: ownerStatementQuery, ...statementAnswers }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const q = parse(ownerStatementQuery, request.query);
      const st = await ownerStatement(db, auth.organizationId, q, svc.today());
      return sendStatement(reply, st, q.format, svc.today());
    },
  );
  app.get(
    `${P}/vendor-1099`,
    doc("Vendor 1099 summary", { querystring: vendor1099Query, ...statementAnswers }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const q = parse(vendor1099Query, request.query);
      return sendStatement(reply, await vendor1099(db, auth.organizationId, q), q.format, svc.today());
    },
  );
}

/** The Schedule E worksheet, and the per-property figures it needs from the user. */
function scheduleERoutes(app: FastifyInstance): void {
  const db = app.ctx.db;
  app.get(
    `${P}/schedule-e`,
    doc("Schedule E worksheet", {
      querystring: scheduleEQuery,
      response: { 200: scheduleEAnswer },
      description: AS_FILE,
    }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const q = parse(scheduleEQuery, request.query);
      const s = await scheduleE(db, auth.organizationId, q);
      if (q.format === "json") return s;
      const body =
        q.format === "csv"
          ? scheduleECsv(s)
          : q.format === "xlsx"
            ? await toXlsx(scheduleETable(s))
            : Buffer.from(await scheduleEPdf(s));
      return reply
        .header("content-type", CONTENT_TYPES[q.format])
        .header("content-disposition", `attachment; filename="schedule-e-${s.year}.${q.format}"`)
        .header("cache-control", "no-store")
        .send(body);
    },
  );
  app.put(
    `${P}/schedule-e/depreciation/:id`,
    doc("Set a property's depreciation basis", {
      params: idParam,
      body: depreciationBody,
      response: { 200: depreciationEntry },
    }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      const body = parse(depreciationBody, request.body);
      return saveDepreciation(db, auth.organizationId, id, body, app.ctx.clock.now());
    },
  );
  app.delete(
    `${P}/schedule-e/depreciation/:id`,
    doc("Clear a property's depreciation basis", { params: idParam, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      await removeDepreciation(db, auth.organizationId, id);
      return { message: "Depreciation entry removed" };
    },
  );
  app.put(
    `${P}/schedule-e/rental-days/:id`,
    doc("Set a property's rental and personal days", {
      params: idParam,
      body: rentalDaysBody,
      response: { 200: rentalDaysEntry },
    }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      const body = parse(rentalDaysBody, request.body);
      return saveRentalDays(db, auth.organizationId, id, body, app.ctx.clock.now());
    },
  );
}

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const svc = new AccountingService(app.ctx.db, app.ctx.clock);
  financialStatementRoutes(app, svc);
  ownerAndVendorRoutes(app, svc);
  scheduleERoutes(app);
}
