// /api/accounting/*: every route needs a session (401), reads are open to every role of the
// organization, writes need manager or above (403). Every id is looked up inside the caller's
// organization, so another organization's id answers 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  accountCreateBody,
  accountUpdateBody,
  propertyCreateBody,
  propertyUpdateBody,
  transactionBody,
  unitCreateBody,
  unitUpdateBody,
} from "../../shared/accounting";
import {
  accountView,
  dashboardView,
  ledgerView,
  pageOf,
  propertyDetailView,
  propertyView,
  tenantView,
  transactionView,
  trialBalanceView,
  unitView,
} from "../../shared/accounting-answers";
import { roleRank } from "../../shared/roles";
import { type Auth, requireAuth } from "../auth/session";
import { forbidden, parse } from "../http/errors";
import { apiDoc, EXPORT_TYPES, fileAnswer, messageAnswer } from "../http/openapi";
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

const doc = apiDoc("Accounting");
const P = "/api/accounting";
const exportFile = fileAnswer("The file, in the asked format", ...EXPORT_TYPES);

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

/** The chart of accounts. */
async function chartOfAccountRoutes(app: FastifyInstance, svc: AccountingService): Promise<void> {
  app.get(
    `${P}/accounts`,
    doc("List accounts", {
      querystring: accountListQuery,
      response: { 200: z.object({ items: z.array(accountView) }) },
    }),
    async (request) => {
      const auth = await reader(request);
      const q = parse(accountListQuery, request.query);
      return { items: await svc.listAccounts(auth.organizationId, q) };
    },
  );
  app.post(
    `${P}/accounts`,
    doc("Create an account", { body: accountCreateBody, response: { 201: accountView } }),
    async (request, reply) => {
      const auth = await writer(request);
      const body = parse(accountCreateBody, request.body);
      return reply.code(201).send(await svc.createAccount(auth.organizationId, body));
    },
  );
  app.post(
    `${P}/accounts/apply-template`,
    doc("Add the rental chart of accounts", {
      response: { 200: messageAnswer.extend({ created: z.number().int() }) },
    }),
    async (request) => {
      const auth = await writer(request);
      const { created } = await svc.applyTemplate(auth.organizationId);
      return {
        message: created
          ? `Added ${created} accounts from the rental template`
          : "The template is already applied",
        created,
      };
    },
  );
  app.get(
    `${P}/accounts/:id`,
    doc("Get an account", { params: idParam, response: { 200: accountView } }),
    async (request) => {
      const auth = await reader(request);
      const { id } = parse(idParam, request.params);
      return svc.getAccount(auth.organizationId, id);
    },
  );
  app.patch(
    `${P}/accounts/:id`,
    doc("Update an account", { params: idParam, body: accountUpdateBody, response: { 200: accountView } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return svc.updateAccount(auth.organizationId, id, parse(accountUpdateBody, request.body));
    },
  );
}

/** Archiving, restoring and deleting an account. */
async function accountLifecycleRoutes(app: FastifyInstance, svc: AccountingService): Promise<void> {
  app.post(
    `${P}/accounts/:id/archive`,
    doc("Archive an account", { params: idParam, response: { 200: accountView } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return svc.setAccountActive(auth.organizationId, id, false);
    },
  );
  app.post(
    `${P}/accounts/:id/restore`,
    doc("Restore an archived account", { params: idParam, response: { 200: accountView } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return svc.setAccountActive(auth.organizationId, id, true);
    },
  );
  app.delete(
    `${P}/accounts/:id`,
    doc("Delete an account", { params: idParam, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      await svc.deleteAccount(auth.organizationId, id);
      return { message: "Account deleted" };
    },
  );
}

/** Properties, with the property list export. */
async function propertyRoutes(app: FastifyInstance, svc: AccountingService): Promise<void> {
  app.get(
    `${P}/properties`,
    doc("List properties", { querystring: propertyListQuery, response: { 200: pageOf(propertyView) } }),
    async (request) => {
      const auth = await reader(request);
      return svc.listProperties(auth.organizationId, parse(propertyListQuery, request.query));
    },
  );
  app.get(
    `${P}/properties/export`,
    doc("Download the property list", { querystring: propertyExportQuery, response: { 200: exportFile } }),
    async (request, reply) => {
      const auth = await reader(request);
      const { format, ...q } = parse(propertyExportQuery, request.query);
      return sendExport(reply, await propertiesTable(svc, auth.organizationId, q, format), format);
    },
  );
  app.post(
    `${P}/properties`,
    doc("Create a property", {
      body: propertyCreateBody,
      response: { 201: propertyView.extend({ units: z.array(unitView) }) },
    }),
    async (request, reply) => {
      const auth = await writer(request);
      const body = parse(propertyCreateBody, request.body);
      return reply.code(201).send(await svc.createProperty(auth.organizationId, body));
    },
  );
  app.get(
    `${P}/properties/:id`,
    doc("A property with its figures", { params: idParam, response: { 200: propertyDetailView } }),
    async (request) => {
      const auth = await reader(request);
      const { id } = parse(idParam, request.params);
      return propertyDetail(svc, auth.organizationId, id);
    },
  );
  app.patch(
    `${P}/properties/:id`,
    doc("Update a property", { params: idParam, body: propertyUpdateBody, response: { 200: propertyView } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return svc.updateProperty(auth.organizationId, id, parse(propertyUpdateBody, request.body));
    },
  );
  app.delete(
    `${P}/properties/:id`,
    doc("Delete a property", { params: idParam, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      await svc.deleteProperty(auth.organizationId, id);
      return { message: "Property deleted" };
    },
  );
}

/** A property's units, and the tenants picked when entering a transaction. */
async function unitRoutes(app: FastifyInstance, svc: AccountingService): Promise<void> {
  app.get(
    `${P}/properties/:id/units`,
    doc("List a property's units", {
      params: idParam,
      response: { 200: z.object({ items: z.array(unitView) }) },
    }),
    async (request) => {
      const auth = await reader(request);
      const { id } = parse(idParam, request.params);
      await svc.getProperty(auth.organizationId, id);
      return { items: await svc.listUnits(auth.organizationId, id) };
    },
  );
  app.post(
    `${P}/properties/:id/units`,
    doc("Add a unit to a property", { params: idParam, body: unitCreateBody, response: { 201: unitView } }),
    async (request, reply) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      const body = parse(unitCreateBody, request.body);
      return reply.code(201).send(await svc.createUnit(auth.organizationId, id, body));
    },
  );
  app.patch(
    `${P}/units/:id`,
    doc("Update a unit", { params: idParam, body: unitUpdateBody, response: { 200: unitView } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return svc.updateUnit(auth.organizationId, id, parse(unitUpdateBody, request.body));
    },
  );
  app.delete(
    `${P}/units/:id`,
    doc("Delete a unit", { params: idParam, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      await svc.deleteUnit(auth.organizationId, id);
      return { message: "Unit deleted" };
    },
  );
  app.get(
    `${P}/tenants`,
    doc("List tenants for transaction entry", {
      querystring: tenantListQuery,
      response: {
        200: pageOf(tenantView.extend({ propertyName: z.string(), unitName: z.string().nullable() })),
      },
    }),
    async (request) => {
      const auth = await reader(request);
      return svc.listTenants(auth.organizationId, parse(tenantListQuery, request.query));
    },
  );
}

/** Transactions, with their export. */
async function transactionRoutes(app: FastifyInstance, svc: AccountingService): Promise<void> {
  app.get(
    `${P}/transactions`,
    doc("List transactions", {
      querystring: transactionListQuery,
      response: { 200: pageOf(transactionView) },
    }),
    async (request) => {
      const auth = await reader(request);
      return svc.listTransactions(auth.organizationId, parse(transactionListQuery, request.query));
    },
  );
  app.get(
    `${P}/transactions/export`,
    doc("Download transactions", { querystring: transactionExportQuery, response: { 200: exportFile } }),
    async (request, reply) => {
      const auth = await reader(request);
      const { format, ...q } = parse(transactionExportQuery, request.query);
      return sendExport(reply, await transactionsTable(svc, auth.organizationId, q, format), format);
    },
  );
  app.post(
    `${P}/transactions`,
    doc("Record a transaction", { body: transactionBody, response: { 201: transactionView } }),
    async (request, reply) => {
      const auth = await writer(request);
      const body = parse(transactionBody, request.body);
      return reply.code(201).send(await svc.createTransaction(auth.organizationId, body));
    },
  );
  app.get(
    `${P}/transactions/:id`,
    doc("Get a transaction", { params: idParam, response: { 200: transactionView } }),
    async (request) => {
      const auth = await reader(request);
      const { id } = parse(idParam, request.params);
      return svc.getTransaction(auth.organizationId, id);
    },
  );
  app.put(
    `${P}/transactions/:id`,
    doc("Replace a transaction", {
      params: idParam,
      body: transactionBody,
      response: { 200: transactionView },
    }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      return svc.updateTransaction(auth.organizationId, id, parse(transactionBody, request.body));
    },
  );
  app.delete(
    `${P}/transactions/:id`,
    doc("Delete a transaction", { params: idParam, response: { 200: messageAnswer } }),
    async (request) => {
      const auth = await writer(request);
      const { id } = parse(idParam, request.params);
      await svc.deleteTransaction(auth.organizationId, id);
      return { message: "Transaction deleted" };
    },
  );
}

/** General ledger, trial balance and dashboard figures. */
async function ledgerRoutes(app: FastifyInstance, svc: AccountingService): Promise<void> {
  app.get(
    `${P}/ledger`,
    doc("General ledger of an account", { querystring: ledgerQuery, response: { 200: ledgerView } }),
    async (request) => {
      const auth = await reader(request);
      return ledger(svc, auth.organizationId, parse(ledgerQuery, request.query));
    },
  );
  app.get(
    `${P}/ledger/export`,
    doc("Download the general ledger", { querystring: ledgerExportQuery, response: { 200: exportFile } }),
    async (request, reply) => {
      const auth = await reader(request);
      const { format, ...q } = parse(ledgerExportQuery, request.query);
      return sendExport(reply, await ledgerTable(svc, auth.organizationId, q, format), format);
    },
  );
  app.get(
    `${P}/trial-balance`,
    doc("Trial balance", { querystring: trialBalanceQuery, response: { 200: trialBalanceView } }),
    async (request) => {
      const auth = await reader(request);
      return trialBalance(svc, auth.organizationId, parse(trialBalanceQuery, request.query));
    },
  );
  app.get(
    `${P}/dashboard`,
    doc("Dashboard figures", { querystring: dashboardQuery, response: { 200: dashboardView } }),
    async (request) => {
      const auth = await reader(request);
      return dashboard(svc, auth.organizationId, parse(dashboardQuery, request.query));
    },
  );
}

export async function accountingRoutes(app: FastifyInstance): Promise<void> {
  const svc = new AccountingService(app.ctx.db, app.ctx.clock);
  for (const group of [
    chartOfAccountRoutes,
    accountLifecycleRoutes,
    propertyRoutes,
    unitRoutes,
    transactionRoutes,
    ledgerRoutes,
  ])
    await group(app, svc);
}
