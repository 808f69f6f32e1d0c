import type { FastifyBaseLogger } from "fastify";
import type { LoginThrottles } from "./auth/login-guard";
import type { ScryptParams } from "./auth/passwords";
import type { Throttle } from "./auth/throttle";
import type { Clock } from "./clock";
import type { AppMode } from "./config";
import type { Db } from "./db/client";
import type { EmailService } from "./email/service";
import type { FileStore } from "./storage/file-store";

/** Fire-and-forget work (e-mail) that must not delay or shape an answer; tracked so close() waits. */
export class Background {
  private readonly pending = new Set<Promise<unknown>>();
  constructor(private readonly log: () => FastifyBaseLogger) {}
  run(task: () => Promise<unknown>): void {
    const p = task()
      .catch((err) => this.log().error({ err }, "background task failed"))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }
  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}

/** Everything a service needs, built once per app instance (no module-level singletons). */
export interface AppContext {
  db: Db;
  clock: Clock;
  appMode: AppMode;
  sessionSecret: string;
  publicUrl: string;
  scrypt: ScryptParams;
  email: EmailService;
  /** Uploaded files (lease documents): DATA_DIR/files by default, or an object store. */
  files: FileStore;
  background: Background;
  throttles: {
    /** Failed logins per (account, client), per account, and per (account, device cookie). */
    login: LoginThrottles;
    /** Reset e-mails per account (silently dropped above it: the answer never changes). */
    reset: Throttle;
    /** Invitations sent per organization and per inviter (each invitation is an e-mail to anyone). */
    invite: Throttle;
    /** Wrong second-factor codes (and passwords proving a two-factor change) per account. */
    mfa: Throttle;
  };
  /** Per-IP limit on the unauthenticated auth endpoints (login, signup, reset, invitation accept). */
  ipRateLimit: { max: number; timeWindow: number };
  /** Extra origins allowed to send mutations (e.g. a dev server on another port). */
  allowedOrigins: string[];
  /** Force the Secure cookie flag and `__Host-` names even when the request looks like plain HTTP. */
  secureCookies: boolean | "auto";
  /** Cached dummy hash so unknown e-mails cost one scrypt like known ones. */
  dummyHash?: Promise<string>;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
