// /api/accounting/reports/builder/* and /saved/*: run a builder definition (any member), read a
// sentence as one (any member), and the organization's saved reports (manager or above to change).

import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  builderDefinition,
  builderRunBody,
  builderRunQuery,
  interpretAnswer,
  interpretBody,
  savedReport,
  savedReportBody,
  savedReportList,
  savedReportRename,
  savedReportRunQuery,
} from "../../../shared/report-builder";
import { idParam } from "../../accounting/validation";
import { requireAuth } from "../../auth/session";
import { rowsOf } from "../../db/sql-helpers";
import { badRequest, parse } from "../../http/errors";
import { apiDoc, messageAnswer } from "../../http/openapi";
import type { AiConfig } from "../../search/ai";
import { sendStatement } from "../files";
import { REPORTS_PREFIX, statementAnswers, writer } from "../routes";
import { interpretSentence } from "./interpret";
import { proposeDefinition } from "./model";
import { runBuilder } from "./run";
import { SavedReports } from "./saved";

const doc = apiDoc("Report builder");

export interface BuilderRoutesOptions {
  /** The optional model that may propose a definition (AI_BASE_URL, as for search); null: rules only. */
  ai?: AiConfig | null;
}

const B = `${REPORTS_PREFIX}/builder`;
const S = `${REPORTS_PREFIX}/saved`;

/** Running a definition the builder sent, as JSON or a file. */
function builderRunRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  const today = () => clock.now().toISOString().slice(0, 10);

  app.post(
    `${B}/run`,
    doc("Run a custom report definition", { body: builderRunBody, ...statementAnswers }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const body = parse(builderRunBody, request.body);
      const st = await runBuilder(db, auth.organizationId, body.definition);
      return sendStatement(reply, st, body.format, today());
    },
  );

  app.get(
    `${B}/run`,
    doc("Run or download a custom report", { querystring: builderRunQuery, ...statementAnswers }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const { d, format } = parse(builderRunQuery, request.query);
      let json: unknown;
      try {
        json = JSON.parse(d);
      } catch {
        throw badRequest("d must be a report definition in JSON");
      }
      const st = await runBuilder(db, auth.organizationId, parse(builderDefinition, json));
      return sendStatement(reply, st, format, today());
    },
  );
}

/** Reading a sentence as a definition, by rules and then, when configured, the model. */
function interpretRoutes(app: FastifyInstance, ai: AiConfig | null): void {
  const { db, clock } = app.ctx;

  app.post(
    `${B}/interpret`,
    doc("Turn a question into a report definition", {
      body: interpretBody,
      response: { 200: interpretAnswer },
    }),
    async (request) => {
      const auth = await requireAuth(request);
      const { sentence } = parse(interpretBody, request.body);
      const answer = await interpretSentence(db, auth.organizationId, sentence, clock.now());
      if (!ai) return answer;
      const names = rowsOf<{ kind: string; id: string; code: string; name: string; type: string }>(
        await db.execute(sql`
        select 'property' as kind, id, '' as code, name, '' as type from properties where organization_id = ${auth.organizationId}
        union all
        select 'account', id, code, name, type from accounts
        where organization_id = ${auth.organizationId} and type in ('income', 'expense')`),
      );
      const proposal = await proposeDefinition(ai, {
        sentence,
        draft: answer.definition,
        properties: names.filter((n) => n.kind === "property").map(({ id, name }) => ({ id, name })),
        accounts: names
          .filter((n) => n.kind === "account")
          .map(({ id, code, name, type }) => ({ id, code, name, type })),
      });
      return proposal ? { ...answer, definition: proposal, source: "model" as const } : answer;
    },
  );
}

/** The organization's saved reports: listed, read and run by any member. */
function savedReportReadRoutes(app: FastifyInstance, saved: SavedReports): void {
  const { db, clock } = app.ctx;
  const today = () => clock.now().toISOString().slice(0, 10);

  app.get(S, doc("List saved reports", { response: { 200: savedReportList } }), async (request) => {
    const auth = await requireAuth(request);
    return { items: await saved.list(auth.organizationId) };
  });
  app.get(
    `${S}/:id`,
    doc("Get a saved report", { params: idParam, response: { 200: savedReport } }),
    async (request) => {
      const auth = await requireAuth(request);
      return saved.get(auth.organizationId, parse(idParam, request.params).id);
    },
  );
  app.get(
    `${S}/:id/run`,
    doc("Run or download a saved report", {
      params: idParam,
      querystring: savedReportRunQuery,
      ...statementAnswers,
    }),
    async (request, reply) => {
      const auth = await requireAuth(request);
      const { id } = parse(idParam, request.params);
      const { format } = parse(savedReportRunQuery, request.query);
      const report = await saved.get(auth.organizationId, id);
      const st = await runBuilder(db, auth.organizationId, report.definition, report.name);
      return sendStatement(reply, st, format, today());
    },
  );
}

/** Saving, changing, duplicating and deleting saved reports: manager or above. */
function savedReportWriteRoutes(app: FastifyInstance, saved: SavedReports): void {
  app.post(
    S,
    doc("Save a report", { body: savedReportBody, response: { 201: savedReport } }),
    async (request, reply) => {
      const auth = await writer(request);
      const body = parse(savedReportBody, request.body);
      return reply
        .code(201)
        .send(await saved.create(auth.organizationId, auth.user.id, body.name, body.definition));
    },
  );
  app.put(
    `${S}/:id`,
    doc("Replace a saved report", { params: idParam, body: savedReportBody, response: { 200: savedReport } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return saved.update(auth.organizationId, id, parse(savedReportBody, request.body));
    },
  );
  app.patch(
    `${S}/:id`,
    doc("Rename or pin a saved report", {
      params: idParam,
      body: savedReportRename,
      response: { 200: savedReport },
    }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return saved.update(auth.organizationId, id, parse(savedReportRename, request.body));
    },
  );
  app.post(
    `${S}/:id/duplicate`,
    doc("Duplicate a saved report", { params: idParam, response: { 201: savedReport } }),
    async (request, reply) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return reply.code(201).send(await saved.duplicate(auth.organizationId, auth.user.id, id));
    },
  );
  app.delete(
    `${S}/:id`,
    doc("Delete a saved report", { params: idParam, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      await saved.remove(auth.organizationId, id);
      return { message: "Report deleted" };
    },
  );
}

export async function builderRoutes(app: FastifyInstance, options: BuilderRoutesOptions = {}): Promise<void> {
  const saved = new SavedReports(app.ctx.db, app.ctx.clock);
  const ai = options.ai ?? null;
  if (ai)
    ai.onFallback ??= (reason) => app.log.warn({ reason }, "AI report builder: model proposal not used");
  builderRunRoutes(app);
  interpretRoutes(app, ai);
  savedReportReadRoutes(app, saved);
  savedReportWriteRoutes(app, saved);
}
