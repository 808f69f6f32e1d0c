// /api/accounting/*: every route needs a session (401), reads are open to every role of the
// organization, writes need manager or above (403). Every id is looked up inside the caller's
// organization, so another organization's id answers 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  accountCreateBody,
  accountUpdateBody,
  propertyCreateBody,
  propertyUpdateBody,
  transactionBody,
  unitCreateBody,
  unitUpdateBody,
} from "../../shared/accounting";
import { roleRank } from "../../shared/roles";
import { type Auth, requireAuth } from "../auth/session";
import { forbidden, parse } from "../http/errors";
import { dashboard } from "./dashboard";
import { ledgerTable, propertiesTable, transactionsTable } from "./export-tables";
import { type ExportTable, render } from "./exports";
import { ledger, trialBalance } from "./ledger-reports";
import { propertyDetail } from "./profit-and-loss";
import { AccountingService } from "./service";
import {
  accountListQuery,
  dashboardQuery,
  idParam,
  ledgerExportQuery,
  ledgerQuery,
  propertyExportQuery,
  propertyListQuery,
  tenantListQuery,
  transactionExportQuery,
  transactionListQuery,
  trialBalanceQuery,
} from "./validation";

const WRITE_FORBIDDEN = "You do not have permission to change accounting data";

/** Any member of the organization. */
const reader = (request: FastifyRequest): Promise<Auth> => requireAuth(request);

/** manager, admin or super_admin. */
async function writer(request: FastifyRequest): Promise<Auth> {
  const auth = await requireAuth(request);
  if (roleRank(auth.role) < roleRank("manager")) throw forbidden(WRITE_FORBIDDEN);
  return auth;
}

async function sendExport(reply: FastifyReply, table: ExportTable, format: "csv" | "xlsx" | "pdf") {
  const file = await render(table, format);
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

export async function accountingRoutes(app: FastifyInstance): Promise<void> {
  const svc = new AccountingService(app.ctx.db, app.ctx.clock);
  const P = "/api/accounting";

  // ---- chart of accounts ----------------------------------------------------------------------
  app.get(`${P}/accounts`, async (request) => {
    const auth = await reader(request);
    const q = parse(accountListQuery, request.query);
    return { items: await svc.listAccounts(auth.organizationId, q) };
  });
  app.post(`${P}/accounts`, async (request, reply) => {
    const auth = await writer(request);
    const body = parse(accountCreateBody, request.body);
    return reply.code(201).send(await svc.createAccount(auth.organizationId, body));
  });
  app.post(`${P}/accounts/apply-template`, async (request) => {
    const auth = await writer(request);
    const { created } = await svc.applyTemplate(auth.organizationId);
    return {
      message: created
        ? `Added ${created} accounts from the rental template`
        : "The template is already applied",
      created,
    };
  });
  app.get(`${P}/accounts/:id`, async (request) => {
    const auth = await reader(request);
    const { id } = parse(idParam, request.params);
    return svc.getAccount(auth.organizationId, id);
  });
  app.patch(`${P}/accounts/:id`, async (request) => {
    const auth = await writer(request);
    const { id } = parse(idParam, request.params);
    return svc.updateAccount(auth.organizationId, id, parse(accountUpdateBody, request.body));
  });
  app.post(`${P}/accounts/:id/archive`, async (request) => {
    const auth = await writer(request);
    const { id } = parse(idParam, request.params);
    return svc.setAccountActive(auth.organizationId, id, false);
  });
  app.post(`${P}/accounts/:id/restore`, async (request) => {
    const auth = await writer(request);
    const { id } = parse(idParam, request.params);
    return svc.setAccountActive(auth.organizationId, id, true);
  });
  app.delete(`${P}/accounts/:id`, async (request) => {
    const auth = await writer(request);
    const { id } = parse(idParam, request.params);
    await svc.deleteAccount(auth.organizationId, id);
    return { message: "Account deleted" };
  });

  // ---- properties, units, tenants -------------------------------------------------------------
  app.get(`${P}/properties`, async (request) => {
    const auth = await reader(request);
    return svc.listProperties(auth.organizationId, parse(propertyListQuery, request.query));
  });
  app.get(`${P}/properties/export`, async (request, reply) => {
    const auth = await reader(request);
    const { format, ...q } = parse(propertyExportQuery, request.query);
    return sendExport(reply, await propertiesTable(svc, auth.organizationId, q, format), format);
  });
  app.post(`${P}/properties`, async (request, reply) => {
    const auth = await writer(request);
    const body = parse(propertyCreateBody, request.body);
    return reply.code(201).send(await svc.createProperty(auth.organizationId, body));
  });
  app.get(`${P}/properties/:id`, async (request) => {
    const auth = await reader(request);
    const { id } = parse(idParam, request.params);
    return propertyDetail(svc, auth.organizationId, id);
  });
  app.patch(`${P}/properties/:id`, async (request) => {
    const auth = await writer(request);
    const { id } = parse(idParam, request.params);
    return svc.updateProperty(auth.organizationId, id, parse(propertyUpdateBody, request.body));
  });
  app.delete(`${P}/properties/:id`, async (request) => {
    const auth = await writer(request);
    const { id } = parse(idParam, request.params);
    await svc.deleteProperty(auth.organizationId, id);
    return { message: "Property deleted" };
  });
  app.get(`${P}/properties/:id/units`, async (request) => {
    const auth = await reader(request);
    const { id } = parse(idParam, request.params);
    await svc.getProperty(auth.organizationId, id);
    return { items: await svc.listUnits(auth.organizationId, id) };
  });
  app.post(`${P}/properties/:id/units`, async (request, reply) => {
    const auth = await writer(request);
    const { id } = parse(idParam, request.params);
    const body = parse(unitCreateBody, request.body);
    return reply.code(201).send(await svc.createUnit(auth.organizationId, id, body));
  });
  app.patch(`${P}/units/:id`, async (request) => {
    const auth = await writer(request);
    const { id } = parse(idParam, request.params);
    return svc.updateUnit(auth.organizationId, id, parse(unitUpdateBody, request.body));
  });
  app.delete(`${P}/units/:id`, async (request) => {
    const auth = await writer(request);
    const { id } = parse(idParam, request.params);
    await svc.deleteUnit(auth.organizationId, id);
    return { message: "Unit deleted" };
  });
  app.get(`${P}/tenants`, async (request) => {
    const auth = await reader(request);
    return svc.listTenants(auth.organizationId, parse(tenantListQuery, request.query));
  });

  // ---- transactions ---------------------------------------------------------------------------
  app.get(`${P}/transactions`, async (request) => {
    const auth = await reader(request);
    return svc.listTransactions(auth.organizationId, parse(transactionListQuery, request.query));
  });
  app.get(`${P}/transactions/export`, async (request, reply) => {
    const auth = await reader(request);
    const { format, ...q } = parse(transactionExportQuery, request.query);
    return sendExport(reply, await transactionsTable(svc, auth.organizationId, q, format), format);
  });
  app.post(`${P}/transactions`, async (request, reply) => {
    const auth = await writer(request);
    const body = parse(transactionBody, request.body);
    return reply.code(201).send(await svc.createTransaction(auth.organizationId, body));
  });
  app.get(`${P}/transactions/:id`, async (request) => {
    const auth = await reader(request);
    const { id } = parse(idParam, request.params);
    return svc.getTransaction(auth.organizationId, id);
  });
  app.put(`${P}/transactions/:id`, async (request) => {
    const auth = await writer(request);
    const { id } = parse(idParam, request.params);
    return svc.updateTransaction(auth.organizationId, id, parse(transactionBody, request.body));
  });
  app.delete(`${P}/transactions/:id`, async (request) => {
    const auth = await writer(request);
    const { id } = parse(idParam, request.params);
    await svc.deleteTransaction(auth.organizationId, id);
    return { message: "Transaction deleted" };
  });

  // ---- ledger, trial balance, dashboard -------------------------------------------------------
  app.get(`${P}/ledger`, async (request) => {
    const auth = await reader(request);
    return ledger(svc, auth.organizationId, parse(ledgerQuery, request.query));
  });
  app.get(`${P}/ledger/export`, async (request, reply) => {
    const auth = await reader(request);
    const { format, ...q } = parse(ledgerExportQuery, request.query);
    return sendExport(reply, await ledgerTable(svc, auth.organizationId, q, format), format);
  });
  app.get(`${P}/trial-balance`, async (request) => {
    const auth = await reader(request);
    return trialBalance(svc, auth.organizationId, parse(trialBalanceQuery, request.query));
  });
  app.get(`${P}/dashboard`, async (request) => {
    const auth = await reader(request);
    return dashboard(svc, auth.organizationId, parse(dashboardQuery, request.query));
  });
}
