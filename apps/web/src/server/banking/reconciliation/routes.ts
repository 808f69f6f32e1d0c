// /api/banking/…/reconciliations: reconcile a bank account against its statements. Reads are open to
// every member, changes need manager or above; ids are looked up in the caller's organization (404).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  accountReconciliationsView,
  clearedBody,
  differenceHelp,
  reconciliationHistory,
  reconciliationHistoryQuery,
  reconciliationStartBody,
  reconciliationSummary,
  reconciliationView,
} from "../../../shared/reconciliation";
import { REPORT_FORMATS, statementAnswer } from "../../../shared/reports";
import { requireAuth } from "../../auth/session";
import { isoDay } from "../../db/sql-helpers";
import { parse } from "../../http/errors";
import { apiDoc, messageAnswer } from "../../http/openapi";
import { sendStatement } from "../../reports/files";
import { writer } from "../routes";
import { findDifference } from "./difference";
import { finishReconciliation } from "./finish";
import { reconciliationHistory as historyOf } from "./history";
import { reconciliationReport } from "./report";
import { startReconciliation } from "./start";
import { setCleared } from "./tick";
import { undoReconciliation } from "./undo";
import { accountReconciliations, getReconciliation } from "./view";

const doc = apiDoc("Reconciliation");

const idParam = z.object({ id: z.uuid("must be a valid id") });
const reportQuery = z.object({ format: z.enum(REPORT_FORMATS).default("pdf") });

const A = "/api/banking/accounts/:id/reconciliations";
const R = "/api/banking/reconciliations/:id";

/** A bank account's reconciliations: the list, and starting the next one. */
function accountReconciliationRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;

  app.get(
    A,
    doc("A bank account's reconciliations", {
      params: idParam,
      response: { 200: accountReconciliationsView },
    }),
    async (request) => {
      const auth = await requireAuth(request);
      const { id } = parse(idParam, request.params);
      return accountReconciliations(db, auth.organizationId, id);
    },
  );
  app.get(
    `${A}/history`,
    doc("A bank account's past reconciliations", {
      params: idParam,
      querystring: reconciliationHistoryQuery,
      response: { 200: reconciliationHistory },
      description:
        "Finished reconciliations, newest statement first, a page at a time. Filter by statement `year`, or by statement dates `from`/`to` (inclusive); a year with from/to is refused (400).",
    }),
    async (request) => {
      const auth = await requireAuth(request);
      const { id } = parse(idParam, request.params);
      const query = parse(reconciliationHistoryQuery, request.query);
      return historyOf(db, auth.organizationId, id, query);
    },
  );
  app.post(
    A,
    doc("Start a reconciliation", {
      params: idParam,
      body: reconciliationStartBody,
      response: { 201: reconciliationView },
    }),
    async (request, reply) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      const body = parse(reconciliationStartBody, request.body);
      const view = await startReconciliation(db, clock, auth.organizationId, auth.user.id, id, body);
      return reply.code(201).send(view);
    },
  );
}

/** Working through one reconciliation: ticking lines, finishing it, undoing it. */
function reconcilingRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  app.get(
    R,
    doc("Get a reconciliation", { params: idParam, response: { 200: reconciliationView } }),
    async (request) => {
      const auth = await requireAuth(request);
      const { id } = parse(idParam, request.params);
      return getReconciliation(db, auth.organizationId, id);
    },
  );
  app.post(
    `${R}/cleared`,
    doc("Mark lines cleared or uncleared", {
      params: idParam,
      body: clearedBody,
      response: { 200: reconciliationSummary },
    }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return setCleared(db, auth.organizationId, id, parse(clearedBody, request.body));
    },
  );
  app.post(
    `${R}/finish`,
    doc("Finish a reconciliation", { params: idParam, response: { 200: reconciliationSummary } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return finishReconciliation(db, clock, auth.organizationId, id);
    },
  );
  app.post(
    `${R}/undo`,
    doc("Undo a finished reconciliation", { params: idParam, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return undoReconciliation(db, auth.organizationId, id);
    },
  );
}

/** Help with a reconciliation: what explains the difference, and its report. */
function reconciliationHelpRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  app.get(
    `${R}/difference`,
    doc("Explain the difference", { params: idParam, response: { 200: differenceHelp } }),
    async (request) => {
      const auth = await requireAuth(request);
      const { id } = parse(idParam, request.params);
      return findDifference(db, auth.organizationId, id);
    },
  );
  app.get(
    `${R}/report`,
    doc("Download the reconciliation report", {
      params: idParam,
      querystring: reportQuery,
      response: { 200: statementAnswer },
      description:
        "A PDF by default; with `format=json` the statement below, with `csv` or `xlsx` that file.",
    }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const { id } = parse(idParam, request.params);
      const { format } = parse(reportQuery, request.query);
      const st = await reconciliationReport(db, auth.organizationId, id);
      return sendStatement(reply, st, format, isoDay(clock.now()));
    },
  );
}

export async function reconciliationRoutes(app: FastifyInstance): Promise<void> {
  accountReconciliationRoutes(app);
  reconcilingRoutes(app);
  reconciliationHelpRoutes(app);
}
