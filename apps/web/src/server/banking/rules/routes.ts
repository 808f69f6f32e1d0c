// /api/banking/rules: categorisation rules (list, create, edit, delete, order, test, re-run).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { rerunResult, ruleBody, ruleList, ruleTestResult, ruleView } from "../../../shared/banking";
import { requireAuth } from "../../auth/session";
import { parse } from "../../http/errors";
import { apiDoc, messageAnswer } from "../../http/openapi";
import { writer } from "../routes";
import { rerunUncategorised } from "./rerun";
import { RuleService } from "./service";

const doc = apiDoc("Bank rules");

const idParam = z.object({ id: z.uuid("must be a valid id") });
const reorderBody = z.object({ ids: z.array(z.uuid("must be a valid id")).max(1_000) });

export async function ruleRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  const svc = new RuleService(db, clock);
  const P = "/api/banking/rules";

  app.get(P, doc("List bank rules", { response: { 200: ruleList } }), async (request) => {
    const auth = await requireAuth(request);
    return { items: await svc.list(auth.organizationId) };
  });
  app.post(
    P,
    doc("Create a bank rule", { body: ruleBody, response: { 201: ruleView } }),
    async (request, reply) => {
      const auth = await writer(request);
      return reply.code(201).send(await svc.create(auth.organizationId, parse(ruleBody, request.body)));
    },
  );
  app.post(
    `${P}/test`,
    doc("Try a rule on recent lines", { body: ruleBody, response: { 200: ruleTestResult } }),
    async (request) => {
      const auth = await writer(request);
      return svc.test(auth.organizationId, parse(ruleBody, request.body));
    },
  );
  app.post(
    `${P}/reorder`,
    doc("Reorder bank rules", { body: reorderBody, response: { 200: ruleList } }),
    async (request) => {
      const auth = await writer(request);
      return { items: await svc.reorder(auth.organizationId, parse(reorderBody, request.body).ids) };
    },
  );
  app.post(
    `${P}/rerun`,
    doc("Apply the rules to pending lines", { response: { 200: rerunResult } }),
    async (request) => {
      const auth = await writer(request);
      return rerunUncategorised(db, clock, auth.organizationId);
    },
  );
  app.put(
    `${P}/:id`,
    doc("Update a bank rule", { params: idParam, body: ruleBody, response: { 200: ruleView } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return svc.update(auth.organizationId, id, parse(ruleBody, request.body));
    },
  );
  app.delete(
    `${P}/:id`,
    doc("Delete a bank rule", { params: idParam, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      await svc.remove(auth.organizationId, id);
      return { message: "Rule deleted" };
    },
  );
}
