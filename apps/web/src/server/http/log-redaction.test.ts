import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAY } from "../clock";
import { outboxEmails } from "../db/schema";
import { Browser, setupTestApp, uniqueEmail } from "../test/helpers";

const lines: string[] = [];
const t = setupTestApp({ logger: { level: "info", stream: { write: (line: string) => lines.push(line) } } });

async function latestEmailTo(email: string) {
  await t.app.ctx.background.drain();
  const [row] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return row;
}

describe("tokens never reach the logs or stay in the outbox", () => {
  it("production without SMTP_URL says so at start-up", () => {
    expect(lines.join("")).toContain("SMTP_URL is not set");
  });

  it("request lines and e-mail log lines carry no usable reset or invitation token", async () => {
    const b = new Browser(t.app);
    const { email } = await b.signup();
    await new Browser(t.app).post("/api/auth/request-password-reset", { email });
    const reset = /token=([A-Za-z0-9_-]{43})/.exec((await latestEmailTo(email))?.text ?? "")?.[1] ?? "";
    expect(reset).toHaveLength(43);
    const invited = uniqueEmail("invitee");
    const invite = await b.post("/api/invitations", { email: invited, role: "viewer" });
    const inviteToken = String(invite.json().inviteUrl).split("/").pop() ?? "";
    await t.app.ctx.background.drain();
    await t.app.inject({ method: "GET", url: `/reset-password?token=${reset}` });
    await t.app.inject({ method: "GET", url: `/api/invitations/${inviteToken}` });
    await t.app.inject({ method: "GET", url: `/accept-invitation/${inviteToken}` });
    const log = lines.join("");
    expect(log).toContain("/api/invitations/[redacted]");
    expect(log).toContain("token=[redacted]");
    expect(log).not.toContain(reset);
    expect(log).not.toContain(inviteToken);
  });

  it("undelivered e-mails lose their links once every link in them has expired", async () => {
    const { email } = await new Browser(t.app).signup();
    await new Browser(t.app).post("/api/auth/request-password-reset", { email });
    const stored = await latestEmailTo(email);
    expect(stored?.text).toMatch(/token=[A-Za-z0-9_-]{43}/);
    t.clock.advance(8 * DAY);
    const other = await new Browser(t.app).signup();
    await new Browser(t.app).post("/api/auth/request-password-reset", { email: other.email });
    await t.app.ctx.background.drain();
    const [purged] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, stored?.id ?? ""));
    expect(purged?.text).toContain("token=[redacted]");
    expect(purged?.text).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
  });
});
