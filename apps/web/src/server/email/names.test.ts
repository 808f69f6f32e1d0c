import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "../db/schema";
import { Browser, GOOD_PASSWORD, setupTestApp, uniqueEmail } from "../test/helpers";

const t = setupTestApp();

async function mailTo(email: string) {
  await t.app.ctx.background.drain();
  const rows = (await t.app.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).filter(
    (row) => !row.text.includes("/verify-email?token="),
  );
  expect(rows).toHaveLength(1);
  return rows[0] as { subject: string; text: string };
}

describe("names in e-mails", () => {
  it("inviter and organization names lose control and bidirectional characters", async () => {
    const admin = new Browser(t.app);
    const email = uniqueEmail();
    const signup = await admin.post("/api/auth/signup", {
      email,
      password: GOOD_PASSWORD,
      firstName: "Eve\u202Egnp.exe",
      lastName: "Admin\nBcc: victim@example.com",
      organizationName: "Acme\u2066 Bank\u2069\u200F",
    });
    expect(signup.statusCode).toBe(201);
    await admin.verifyEmail(email);
    const invitee = uniqueEmail("invitee");
    expect((await admin.post("/api/invitations", { email: invitee, role: "viewer" })).statusCode).toBe(201);
    const mail = await mailTo(invitee);
    expect(mail.subject).toBe(
      "Eve gnp.exe Admin Bcc: victim@example.com invited you to Acme Bank on PropLedger",
    );
    expect(mail.text.split("\n")[0]).toBe(
      "Eve gnp.exe Admin Bcc: victim@example.com invited you to join Acme Bank on PropLedger as Viewer.",
    );
  });

  it("the recipient's own name in a reset e-mail loses them too", async () => {
    const email = uniqueEmail();
    await new Browser(t.app).signup({ email, firstName: "Ann\u202E\u2067Lee" });
    const res = await new Browser(t.app).post("/api/auth/request-password-reset", { email });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(email);
    expect(mail.text.split("\n")[0]).toBe("Hello Ann Lee,");
  });
});
