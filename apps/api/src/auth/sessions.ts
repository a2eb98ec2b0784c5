import { createHash, randomBytes } from "node:crypto";
import { type DbOrTx, sessions } from "@tronc/db";
import { and, eq, ne } from "drizzle-orm";

export const SESSION_COOKIE = "tc_session";
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSession(db: DbOrTx, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Signs an account out everywhere, except the session `keep` (the one making the change) when given. */
export async function endSessionsOf(db: DbOrTx, userId: number, keep?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keep === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keep)),
    );
}
