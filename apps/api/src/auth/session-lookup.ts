import { type Db, sessions, users } from "@tronc/db";
import { and, eq, gt, sql } from "drizzle-orm";
import { mayUseBackOffice, type SessionUser, sessionUserColumns, toSessionUser } from "./session-user";
import { hashToken } from "./sessions";

export interface FoundSession {
  sessionId: number;
  user: SessionUser;
}

export type SessionLookup = (token: string, now: Date) => Promise<FoundSession | null>;

/**
 * One prepared statement per database, run on every signed-in request: the session, its user and the
 * user's companies in a single round trip. An expired session, an inactive account or a coach finds nothing.
 */
export function prepareSessionLookup(db: Db): SessionLookup {
  const statement = db
    .select({ sessionId: sessions.id, ...sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql`${sql.placeholder("now")}::timestamptz`),
        mayUseBackOffice,
      ),
    )
    .prepare("session_user");
  return async (token, now) => {
    const [row] = await statement.execute({ tokenHash: hashToken(token), now: now.toISOString() });
    return row ? { sessionId: row.sessionId, user: toSessionUser(row) } : null;
  };
}
