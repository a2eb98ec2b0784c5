import { type Db, loginAttempts, users } from "@tronc/db";
import { DomainError } from "@tronc/domain";
import { and, count, eq, gt, or, sql } from "drizzle-orm";
import { verifyPassword } from "./password";
import { createSession } from "./sessions";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 30;

export const INVALID_CREDENTIALS = "Identifiants invalides";
export const TOO_MANY_ATTEMPTS = "Trop de tentatives de connexion. Réessayez dans quelques minutes.";

export class TooManyAttemptsError extends Error {
  constructor() {
    super(TOO_MANY_ATTEMPTS);
  }
}

/**
 * Checks the credentials and opens a session. Failed attempts are counted per e-mail and per IP over
 * 15 minutes; past the limit the answer is refused before the password is even checked.
 */
export async function login(
  db: Db,
  input: { email: string; password: string; ip: string },
  now: Date,
): Promise<{ token: string; userId: number }> {
  const email = input.email.trim().toLowerCase();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [failures] = await db
    .select({
      byEmail: count(sql`case when ${loginAttempts.email} = ${email} then 1 end`),
      byIp: count(sql`case when ${loginAttempts.ip} = ${input.ip} then 1 end`),
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
        or(eq(loginAttempts.email, email), eq(loginAttempts.ip, input.ip)),
      ),
    );
  if ((failures?.byEmail ?? 0) >= MAX_FAILURES_PER_EMAIL || (failures?.byIp ?? 0) >= MAX_FAILURES_PER_IP) {
    throw new TooManyAttemptsError();
  }
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActif: users.isActif })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const valid = user ? await verifyPassword(input.password, user.passwordHash) : false;
  const succeeded = Boolean(user && valid && user.isActif);
  await db.insert(loginAttempts).values({ email, ip: input.ip, succeeded, createdAt: now });
  if (!user || !succeeded) throw new DomainError("INVALID_CREDENTIALS", INVALID_CREDENTIALS, "invalid");
  return { token: await createSession(db, user.id, now), userId: user.id };
}
