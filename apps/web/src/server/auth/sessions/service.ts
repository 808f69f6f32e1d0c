import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { SessionDto } from "../../../shared/account";
import type { AppContext } from "../../context";
import { sessions } from "../../db/schema";
import { notFound } from "../../http/errors";
import { type Auth, SESSION_IDLE_MS } from "../session";
import { deviceLabel } from "./device";

/** The caller's live sessions (every organization), most recently used first. Never anyone else's. */
export async function listSessions(ctx: AppContext, auth: Auth): Promise<SessionDto[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, auth.user.id),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.publicId,
    device: deviceLabel(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.idHash === auth.sessionIdHash,
  }));
}

/** Ends one of the caller's sessions; another account's session id is "not found", like a missing one. */
export async function revokeSession(
  ctx: AppContext,
  auth: Auth,
  publicId: string,
): Promise<{ current: boolean }> {
  const [row] = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.publicId, publicId), eq(sessions.userId, auth.user.id)))
    .returning({ idHash: sessions.idHash });
  if (!row) throw notFound("Session not found");
  return { current: row.idHash === auth.sessionIdHash };
}

export async function revokeOtherSessions(ctx: AppContext, auth: Auth): Promise<number> {
  const where = auth.sessionIdHash
    ? and(eq(sessions.userId, auth.user.id), ne(sessions.idHash, auth.sessionIdHash))
    : eq(sessions.userId, auth.user.id);
  const rows = await ctx.db.delete(sessions).where(where).returning({ idHash: sessions.idHash });
  return rows.length;
}
