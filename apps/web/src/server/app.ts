import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { z } from "zod";
import { accountingRoutes } from "./accounting/routes";
import { seedDemo } from "./auth/demo";
import { ACCOUNT_CEILING } from "./auth/login-guard";
import { registerTwoFactorEnforcement } from "./auth/mfa/enforce";
import { mfaRoutes } from "./auth/mfa/routes";
import { PRODUCTION_SCRYPT, type ScryptParams } from "./auth/passwords";
import { authRoutes } from "./auth/routes";
import { sessionRoutes } from "./auth/sessions/routes";
import { Throttle } from "./auth/throttle";
import { registerMembershipGate, verificationRoutes } from "./auth/verification/routes";
import { bankingRoutes } from "./banking/routes";
import { registerCacheBarrier } from "./cache/request-barrier";
import { type Clock, MINUTE, systemClock } from "./clock";
import { type AppMode, REPO_ROOT } from "./config";
import { type AppContext, Background } from "./context";
import type { Database } from "./db/client";
import { createEmailService, type EmailService } from "./email/service";
import { WEB_DIR } from "./files";
import { registerErrorHandling } from "./http/errors";
import { apiDoc, registerOpenApi } from "./http/openapi";
import { redactTokens } from "./http/redact";
import { registerSecurity } from "./http/security";
import { registerClient } from "./http/static";
import type { TrustProxy } from "./http/trust-proxy";
import { invitationRoutes } from "./invitations/routes";
import { leasingRoutes } from "./leasing/routes";
import { notificationRoutes } from "./notifications/routes";
import { preferenceRoutes } from "./preferences/routes";
import { builderRoutes } from "./reports/builder/routes";
import { reportRoutes } from "./reports/routes";
import type { AiConfig } from "./search/ai";
import { ensureSearchIndexes } from "./search/indexes";
import { searchRoutes } from "./search/routes";
import { DiskFileStore } from "./storage/disk-store";
import type { FileStore } from "./storage/file-store";
import { userRoutes } from "./users/routes";

const healthDoc = apiDoc("System")("Check that the server is up", {
  response: { 200: z.object({ status: z.literal("ok") }) },
});

const DEFAULT_CLIENT_DIR = path.join(WEB_DIR, "dist/client");

export interface BuildAppOptions {
  /** An opened database; buildApp migrates it, and closes it when the app closes. */
  database: Database;
  sessionSecret: string;
  appMode?: AppMode;
  clock?: Clock;
  /** Password hashing cost; tests pass TEST_SCRYPT, everything else keeps the production cost. */
  scrypt?: ScryptParams;
  smtpUrl?: string | undefined;
  email?: EmailService;
  /** Uploaded files; default a DiskFileStore in <repo>/data/files (main.ts passes DATA_DIR/files). */
  files?: FileStore;
  publicUrl?: string;
  logger?: FastifyServerOptions["logger"];
  trustProxy?: TrustProxy;
  /** Per-IP limit on login, signup, password reset and invitation acceptance. */
  ipRateLimit?: { max: number; timeWindow: number };
  /** Failed-login limit per (account, client) and per (account, device) (sliding window). */
  loginThrottle?: { max: number; windowMs: number };
  allowedOrigins?: string[];
  secureCookies?: boolean | "auto";
  /** Directory of the built client; served only when it contains index.html. null disables. */
  clientDir?: string | null;
  /** Keep the database open on close (when the caller owns it, e.g. two apps on one test DB). */
  keepDatabaseOpen?: boolean;
  /** Optional OpenAI-compatible endpoint that may rephrase AI search answers (never required). */
  ai?: AiConfig | null;
  /** AI searches per user per window; default 30 a minute. */
  searchRateLimit?: { max: number; windowMs: number };
}

/** Request lines log the URL with tokens replaced (a reset or invitation link in a log is a live key). */
function withRedaction(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger) return logger;
  return {
    ...(typeof logger === "object" ? logger : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactTokens(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/** The services every route reaches through `app.ctx`. */
function appContext(app: FastifyInstance, options: BuildAppOptions): AppContext {
  const clock = options.clock ?? systemClock;
  const { db } = options.database;
  const log = () => app.log;
  const loginMax = options.loginThrottle?.max ?? 10;
  const loginWindow = options.loginThrottle?.windowMs ?? 15 * MINUTE;
  return {
    db,
    clock,
    appMode: options.appMode ?? "production",
    sessionSecret: options.sessionSecret,
    publicUrl: (options.publicUrl ?? "http://localhost:5000").replace(/\/+$/, ""),
    scrypt: options.scrypt ?? PRODUCTION_SCRYPT,
    email:
      options.email ??
      createEmailService({
        db,
        clock,
        log,
        smtpUrl: options.smtpUrl,
        showLinks: (options.appMode ?? "production") !== "production",
      }),
    files: options.files ?? new DiskFileStore(path.join(REPO_ROOT, "data", "files")),
    background: new Background(log),
    throttles: {
      login: {
        client: new Throttle(clock, loginMax, loginWindow),
        device: new Throttle(clock, loginMax, loginWindow),
        account: new Throttle(clock, ACCOUNT_CEILING.max, ACCOUNT_CEILING.windowMs),
      },
      reset: new Throttle(clock, 3, 60 * MINUTE),
      invite: new Throttle(clock, 20, 60 * MINUTE),
      mfa: new Throttle(clock, loginMax, loginWindow),
    },
    ipRateLimit: options.ipRateLimit ?? { max: 30, timeWindow: MINUTE },
    allowedOrigins: options.allowedOrigins ?? [],
    secureCookies: options.secureCookies ?? "auto",
  };
}

/** Error answers, caching, cookies, rate limits, security headers, compression and the API document. */
async function registerPlatform(app: FastifyInstance): Promise<void> {
  registerErrorHandling(app);
  registerCacheBarrier(app);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, message: "Too many requests. Please try again later." }),
  });
  await registerSecurity(app);
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app);
}

/** /api/*, in the order the two-factor and membership gates rely on. */
async function registerApiRoutes(app: FastifyInstance, options: BuildAppOptions): Promise<void> {
  app.get("/api/health", healthDoc, async () => ({ status: "ok" }));
  registerTwoFactorEnforcement(app);
  await app.register(authRoutes);
  await app.register(mfaRoutes);
  registerMembershipGate(app);
  await app.register(sessionRoutes);
  await app.register(verificationRoutes);
  await app.register(notificationRoutes);
  await app.register(userRoutes);
  await app.register(invitationRoutes);
  await app.register(accountingRoutes);
  await app.register(leasingRoutes);
  await app.register(reportRoutes);
  await app.register(builderRoutes, { ai: options.ai ?? null });
  await app.register(bankingRoutes);
  await app.register(preferenceRoutes);
  await app.register(searchRoutes, {
    ai: options.ai ?? null,
    ...(options.searchRateLimit ? { rateLimit: options.searchRateLimit } : {}),
  });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    // Long enough for slow clients, short enough that a stuck one cannot hold a socket forever.
    requestTimeout: 30_000,
    return503OnClosing: true,
    forceCloseConnections: "idle",
  });

  await options.database.migrate();
  await ensureSearchIndexes(options.database.db);

  const ctx = appContext(app, options);
  if (ctx.sessionSecret.length < 32) throw new Error("sessionSecret must be at least 32 characters");
  app.decorate("ctx", ctx);

  if (ctx.appMode === "demo") await seedDemo(ctx);
  if (ctx.appMode === "production" && !options.smtpUrl && !options.email)
    app.log.warn(
      "SMTP_URL is not set: e-mails (password resets, invitations) stay in the outbox, undelivered, and their links are not logged",
    );

  await registerPlatform(app);
  await registerApiRoutes(app, options);

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: "Not found" }));

  // ---- Built client (production): static files + SPA fallback; API 404s stay JSON. ----
  const clientDir = options.clientDir === undefined ? DEFAULT_CLIENT_DIR : options.clientDir;
  if (clientDir) {
    const served = await registerClient(app, clientDir);
    if (served) app.log.info({ clientDir }, "serving built client");
  }

  app.addHook("onClose", async () => {
    await ctx.background.drain();
    if (!options.keepDatabaseOpen) await options.database.close();
  });
  return app;
}
