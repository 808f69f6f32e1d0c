// /api/leasing/*: every route needs a session (401); reads are open to every member of the
// organization, writes need manager or above (403). Ids are looked up inside the caller's
// organization, so another organization's id answers 404.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { uuid } from "../../shared/accounting";
import {
  booksSetting,
  booksSettingBody,
  bulkPaymentBody,
  creditBody,
  depositDispositionView,
  dispositionBody,
  leaseCreateBody,
  leaseEndBody,
  leaseLedgerView,
  leaseList,
  leaseListQuery,
  leaseRenewBody,
  leaseUpdateBody,
  leaseView,
  monthQuery,
  paymentBody,
  paymentList,
  paymentView,
  rentRollQuery,
  rentSummaryView,
  tenantBody,
  tenantListQuery,
  tenantPage,
  tenantUpdateBody,
  tenantView,
} from "../../shared/leasing";
import { rentCollectionsView, rentRollView } from "../../shared/rent-roll";
import { roleRank } from "../../shared/roles";
import { type Auth, requireAuth } from "../auth/session";
import { FAST_COMPRESSION } from "../http/compression";
import { forbidden, parse } from "../http/errors";
import { apiDoc, messageAnswer } from "../http/openapi";
import { grantCredit, waiveCharge } from "./charge-adjust";
import { runChargeJob } from "./charge-job";
import { rentCollections } from "./collections";
import { inTransaction, type Leasing, today } from "./context";
import { disposeDeposit } from "./deposits";
import { registerLeaseDocuments } from "./document-routes";
import { createLease } from "./lease-create";
import { leaseDocumentRoutes } from "./lease-document-routes";
import { endLease } from "./lease-end";
import { getLease, listLeases } from "./lease-read";
import { renewLease } from "./lease-renew";
import { activateLease, updateLease } from "./lease-update";
import { leaseLedger } from "./ledger";
import { runLeaseNotices } from "./notices";
import { notifyManagers, paymentRecorded } from "./notify";
import { getPayment, recordPayment, recordPaymentIn } from "./payment-record";
import { voidPayment } from "./payment-void";
import { rentRoll } from "./rent-roll";
import { registerRentRollExport } from "./rent-roll-export";
import { rentSummary } from "./rent-summary";
import { getBooksBasis, setBooksBasis } from "./settings";
import { createTenant, deleteTenant, getTenant, listTenants, updateTenant } from "./tenants";

const doc = apiDoc("Leasing");

const WRITE_FORBIDDEN = "You do not have permission to change leasing data";
const DAY_MS = 86_400_000;
const idParam = z.object({ id: uuid });

const reader = (request: FastifyRequest): Promise<Auth> => requireAuth(request);
async function writer(request: FastifyRequest): Promise<Auth> {
  const auth = await requireAuth(request);
  if (roleRank(auth.role) < roleRank("manager")) throw forbidden(WRITE_FORBIDDEN);
  return auth;
}

const P = "/api/leasing";
const id = (request: FastifyRequest) => parse(idParam, request.params).id;

/** The people leases are signed with. */
function tenantRoutes(app: FastifyInstance, ctx: Leasing): void {
  app.get(
    `${P}/tenants`,
    doc("List tenants", { querystring: tenantListQuery, response: { 200: tenantPage } }),
    async (r) => listTenants(ctx, (await reader(r)).organizationId, parse(tenantListQuery, r.query)),
  );
  app.post(
    `${P}/tenants`,
    doc("Create a tenant", { body: tenantBody, response: { 201: tenantView } }),
    async (r, reply) => {
      const auth = await writer(r);
      return reply.code(201).send(await createTenant(ctx, auth.organizationId, parse(tenantBody, r.body)));
    },
  );
  app.get(
    `${P}/tenants/:id`,
    doc("Get a tenant", { params: idParam, response: { 200: tenantView } }),
    async (r) => getTenant(ctx, (await reader(r)).organizationId, id(r)),
  );
  app.patch(
    `${P}/tenants/:id`,
    doc("Update a tenant", { body: tenantUpdateBody, params: idParam, response: { 200: tenantView } }),
    async (r) => updateTenant(ctx, (await writer(r)).organizationId, id(r), parse(tenantUpdateBody, r.body)),
  );
  app.delete(
    `${P}/tenants/:id`,
    doc("Delete a tenant", { params: idParam, response: { 200: messageAnswer } }),
    async (r) => {
      await deleteTenant(ctx, (await writer(r)).organizationId, id(r));
      return { message: "Tenant deleted" };
    },
  );
}

/** A lease's life: drafted, activated, changed, renewed and ended. */
function leaseRoutes(app: FastifyInstance, ctx: Leasing): void {
  app.get(
    `${P}/leases`,
    doc("List leases", { querystring: leaseListQuery, response: { 200: leaseList } }),
    async (r) => ({
      items: await listLeases(ctx.db, (await reader(r)).organizationId, parse(leaseListQuery, r.query)),
    }),
  );
  app.post(
    `${P}/leases`,
    doc("Create a lease", { body: leaseCreateBody, response: { 201: leaseView } }),
    async (r, reply) => {
      const auth = await writer(r);
      return reply
        .code(201)
        .send(await createLease(ctx, auth.organizationId, parse(leaseCreateBody, r.body)));
    },
  );
  app.get(
    `${P}/leases/:id`,
    doc("Get a lease", { params: idParam, response: { 200: leaseView } }),
    async (r) => getLease(ctx.db, (await reader(r)).organizationId, id(r)),
  );
  app.patch(
    `${P}/leases/:id`,
    doc("Update a lease", { body: leaseUpdateBody, params: idParam, response: { 200: leaseView } }),
    async (r) => updateLease(ctx, (await writer(r)).organizationId, id(r), parse(leaseUpdateBody, r.body)),
  );
  app.post(
    `${P}/leases/:id/activate`,
    doc("Activate a draft lease", { params: idParam, response: { 200: leaseView } }),
    async (r) => activateLease(ctx, (await writer(r)).organizationId, id(r)),
  );
  app.post(
    `${P}/leases/:id/renew`,
    doc("Renew a lease", { body: leaseRenewBody, params: idParam, response: { 201: leaseView } }),
    async (r, reply) => {
      const auth = await writer(r);
      return reply
        .code(201)
        .send(await renewLease(ctx, auth.organizationId, id(r), parse(leaseRenewBody, r.body)));
    },
  );
  app.post(
    `${P}/leases/:id/end`,
    doc("End a lease", { body: leaseEndBody, params: idParam, response: { 200: leaseView } }),
    async (r) =>
      endLease(ctx, (await writer(r)).organizationId, id(r), parse(leaseEndBody, r.body).moveOutDate),
  );
}

/** Money on a lease: its ledger, payments, credits, the deposit and waived charges. */
function leaseMoneyRoutes(app: FastifyInstance, ctx: Leasing): void {
  app.get(
    `${P}/leases/:id/ledger`,
    doc("A lease's charges and payments", { params: idParam, response: { 200: leaseLedgerView } }),
    async (r) => {
      const auth = await reader(r);
      await getLease(ctx.db, auth.organizationId, id(r));
      return leaseLedger(ctx.db, auth.organizationId, id(r));
    },
  );
  app.post(
    `${P}/leases/:id/payments`,
    doc("Record a rent payment", { body: paymentBody, params: idParam, response: { 201: paymentView } }),
    async (r, reply) => {
      const auth = await writer(r);
      const payment = await recordPayment(ctx, auth.organizationId, id(r), parse(paymentBody, r.body));
      const lease = await getLease(ctx.db, auth.organizationId, payment.leaseId);
      app.ctx.background.run(() =>
        notifyManagers(
          app.ctx,
          auth.organizationId,
          paymentRecorded(payment, `${lease.propertyName} · ${lease.unitName}`),
        ),
      );
      return reply.code(201).send(payment);
    },
  );
  app.post(
    `${P}/leases/:id/credits`,
    doc("Grant a credit", { body: creditBody, params: idParam, response: { 201: leaseLedgerView } }),
    async (r, reply) => {
      const auth = await writer(r);
      return reply
        .code(201)
        .send(await grantCredit(ctx, auth.organizationId, id(r), parse(creditBody, r.body)));
    },
  );
  app.post(
    `${P}/leases/:id/deposit-disposition`,
    doc("Settle the security deposit", {
      body: dispositionBody,
      params: idParam,
      response: { 201: depositDispositionView },
    }),
    async (r, reply) => {
      const auth = await writer(r);
      return reply
        .code(201)
        .send(await disposeDeposit(ctx, auth.organizationId, id(r), parse(dispositionBody, r.body)));
    },
  );
  app.get(
    `${P}/payments/:id`,
    doc("Get a payment", { params: idParam, response: { 200: paymentView } }),
    async (r) => getPayment(ctx.db, (await reader(r)).organizationId, id(r)),
  );
  app.post(
    `${P}/payments/bulk`,
    doc("Record several payments", { body: bulkPaymentBody, response: { 201: paymentList } }),
    async (r, reply) => {
      const auth = await writer(r);
      const body = parse(bulkPaymentBody, r.body);
      // All or nothing: one bad row leaves the month's form unrecorded, so it can be fixed and resent.
      const ids = await inTransaction(ctx.db, async (tx) => {
        const out: string[] = [];
        for (const { leaseId, ...p } of body.payments)
          out.push(await recordPaymentIn(ctx, tx, auth.organizationId, leaseId, p));
        return out;
      });
      return reply
        .code(201)
        .send({ items: await Promise.all(ids.map((p) => getPayment(ctx.db, auth.organizationId, p))) });
    },
  );
}

/** Corrections from the ledger: a late fee waived, a payment that did not happen voided. */
function ledgerCorrectionRoutes(app: FastifyInstance, ctx: Leasing): void {
  app.post(
    `${P}/charges/:id/waive`,
    doc("Waive a charge", { params: idParam, response: { 200: leaseLedgerView } }),
    async (r) => waiveCharge(ctx, (await writer(r)).organizationId, id(r)),
  );
  app.delete(
    `${P}/payments/:id`,
    doc("Void a payment", { params: idParam, response: { 200: leaseLedgerView } }),
    async (r) => voidPayment(ctx, (await writer(r)).organizationId, id(r)),
  );
}

/** Rent collected and due, the rent roll and its export. */
function rentRoutes(app: FastifyInstance, ctx: Leasing): void {
  app.get(
    `${P}/rent-payments`,
    doc("Rent collected and due in a month", {
      querystring: monthQuery,
      response: { 200: rentCollectionsView },
    }),
    async (r) => {
      const auth = await reader(r);
      const asOf = today(ctx);
      return rentCollections(
        ctx.db,
        auth.organizationId,
        parse(monthQuery, r.query).month ?? asOf.slice(0, 7),
        asOf,
      );
    },
  );
  app.get(
    `${P}/rent-summary`,
    doc("This month's rent, delinquency and leases ending", { response: { 200: rentSummaryView } }),
    async (r) => rentSummary(ctx.db, (await reader(r)).organizationId, today(ctx)),
  );
  // Thousands of units make megabytes of JSON: the default brotli level took longer than the query
  // and the serialisation together, the fastest level compresses them almost as well.
  app.get(
    `${P}/rent-roll`,
    doc(
      "Rent roll",
      { querystring: rentRollQuery, response: { 200: rentRollView } },
      { compress: FAST_COMPRESSION },
    ),
    async (r) => {
      const auth = await reader(r);
      const q = parse(rentRollQuery, r.query);
      const { asOf, ...filter } = q;
      return rentRoll(ctx.db, auth.organizationId, asOf ?? today(ctx), filter);
    },
  );
  registerRentRollExport(app, ctx, reader);
}

/** Lease documents: generated from the lease, and uploaded. */
async function documentRoutes(app: FastifyInstance, ctx: Leasing): Promise<void> {
  registerLeaseDocuments(app, ctx, reader);
  await app.register(leaseDocumentRoutes, { ctx: { ...ctx, files: app.ctx.files }, reader, writer });
}

/** The organization's leasing settings. */
function settingsRoutes(app: FastifyInstance, ctx: Leasing): void {
  app.get(`${P}/settings`, doc("Leasing settings", { response: { 200: booksSetting } }), async (r) => ({
    booksBasis: await getBooksBasis(ctx, (await reader(r)).organizationId),
  }));
  app.put(
    `${P}/settings`,
    doc("Change leasing settings", { body: booksSettingBody, response: { 200: booksSetting } }),
    async (r) => ({
      booksBasis: await setBooksBasis(
        ctx,
        (await writer(r)).organizationId,
        parse(booksSettingBody, r.body).basis,
      ),
    }),
  );
}

function scheduleLeaseJobs(app: FastifyInstance, ctx: Leasing): void {
  // The charge job at start-up and then daily, the notices after it (they read the charges it made);
  // close() waits for a run in progress.
  const run = () =>
    app.ctx.background.run(async () => {
      await runChargeJob(ctx);
      await runLeaseNotices(ctx);
    });
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    run();
    timer = setInterval(run, DAY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}

export async function leasingRoutes(app: FastifyInstance): Promise<void> {
  const ctx: Leasing = { db: app.ctx.db, clock: app.ctx.clock };
  tenantRoutes(app, ctx);
  leaseRoutes(app, ctx);
  leaseMoneyRoutes(app, ctx);
  ledgerCorrectionRoutes(app, ctx);
  rentRoutes(app, ctx);
  await documentRoutes(app, ctx);
  settingsRoutes(app, ctx);
  scheduleLeaseJobs(app, ctx);
}
