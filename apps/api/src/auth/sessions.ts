import { createHash, randomBytes } from "node:crypto";
import { type DbOrTx, sessions } from "@tronc/db";
import { and, eq, gt } from "drizzle-orm";

export const SESSION_COOKIE = "tc_session";
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

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

export async function findSessionUserId(db: DbOrTx, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
  return row?.userId ?? null;
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
