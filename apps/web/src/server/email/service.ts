import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { outboxEmails } from "../db/schema";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailService {
  /** Stores the message in the outbox, then delivers it when SMTP is configured. */
  send(message: EmailMessage): Promise<void>;
}

export interface EmailServiceOptions {
  db: Db;
  clock: Clock;
  log: () => FastifyBaseLogger;
  smtpUrl?: string | undefined;
  from?: string;
}

export function createEmailService(options: EmailServiceOptions): EmailService {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const from = options.from ?? "PropLedger <no-reply@propledger.local>";
  return {
    async send(message) {
      const [row] = await options.db
        .insert(outboxEmails)
        .values({ ...message, createdAt: options.clock.now() })
        .returning({ id: outboxEmails.id });
      if (!row) return;
      if (!transport) {
        // No SMTP: the outbox plus this log line let a local user follow reset and invitation links.
        options
          .log()
          .info({ to: message.to, subject: message.subject, text: message.text }, "email (outbox only)");
        return;
      }
      try {
        await transport.sendMail({ from, ...message });
        await options.db
          .update(outboxEmails)
          .set({ sentAt: options.clock.now(), attempts: sql`${outboxEmails.attempts} + 1` })
          .where(eq(outboxEmails.id, row.id));
      } catch (err) {
        await options.db
          .update(outboxEmails)
          .set({ attempts: sql`${outboxEmails.attempts} + 1`, lastError: String(err) })
          .where(eq(outboxEmails.id, row.id));
        options.log().warn({ err, to: message.to }, "email delivery failed; kept in outbox");
      }
    },
  };
}
