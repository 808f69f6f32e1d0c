import { eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { outboxEmails } from "../db/schema";
import { redactTokens, SQL_TOKEN_PATTERNS } from "../http/redact";

interface EmailMessage {
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
  /** Demo and development modes only: log the usable links of undelivered e-mails (marked as such). */
  showLinks?: boolean;
}

/** Links in e-mails are keys: one week is the longest any of them lives (an invitation). */
const OUTBOX_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Undelivered e-mails older than any link they carry lose their links. */
async function purgeLinks(options: EmailServiceOptions): Promise<void> {
  const cutoff = new Date(options.clock.now().getTime() - OUTBOX_LINK_TTL_MS);
  let text = sql`${outboxEmails.text}`;
  for (const [pattern, replacement] of SQL_TOKEN_PATTERNS)
    text = sql`regexp_replace(${text}, ${pattern}, ${replacement}, 'g')`;
  await options.db.update(outboxEmails).set({ text }).where(lt(outboxEmails.createdAt, cutoff));
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
        // No SMTP: a demo may print the usable link; otherwise the log never holds one.
        const text = options.showLinks ? message.text : redactTokens(message.text);
        options
          .log()
          .info(
            { to: message.to, subject: message.subject, text },
            options.showLinks
              ? "email (outbox only; not production: links are usable)"
              : "email (outbox only)",
          );
        await purgeLinks(options);
        return;
      }
      try {
        await transport.sendMail({ from, ...message });
        await options.db
          .update(outboxEmails)
          // Delivered: the stored copy keeps no usable link.
          .set({
            sentAt: options.clock.now(),
            attempts: sql`${outboxEmails.attempts} + 1`,
            text: redactTokens(message.text),
          })
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
