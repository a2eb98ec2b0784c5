import { type Db, type DbOrTx, loginAttempts } from "@tronc/db";
import { and, eq, gt, or, sql } from "drizzle-orm";

const MINUTE = 60 * 1000;

/** The sign-in limits (see docs/decisions.md). Refused attempts are not recorded and check no password. */
export const LOGIN_THROTTLE = {
  /** Per (e-mail, IP): this many failures in the window refuse that pair for the rest of the window. */
  pairWindowMs: 15 * MINUTE,
  maxFailuresPerPair: 5,
  /** Per IP, every e-mail together. */
  maxFailuresPerIp: 30,
  /** Per e-mail from every IP: past the free failures, each attempt waits a delay doubling per failure. */
  emailWindowMs: 60 * MINUTE,
  freeFailuresPerEmail: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * MINUTE,
} as const;

export const TOO_MANY_ATTEMPTS = "Trop de tentatives de connexion. Réessayez dans quelques minutes.";

export class TooManyAttemptsError extends Error {
  constructor() {
    super(TOO_MANY_ATTEMPTS);
  }
}

export interface RecentFailures {
  pair: number;
  ip: number;
  email: number;
  lastEmailFailure: Date | null;
}

/** How long the e-mail must rest after its last failure, given its failures from every IP. */
export function emailDelayMs(failures: number): number {
  const { freeFailuresPerEmail, baseDelayMs, maxDelayMs } = LOGIN_THROTTLE;
  if (failures < freeFailuresPerEmail) return 0;
  const doublings = Math.min(failures - freeFailuresPerEmail, 30);
  return Math.min(baseDelayMs * 2 ** doublings, maxDelayMs);
}

export function isThrottled(failures: RecentFailures, now: Date): boolean {
  if (failures.pair >= LOGIN_THROTTLE.maxFailuresPerPair) return true;
  if (failures.ip >= LOGIN_THROTTLE.maxFailuresPerIp) return true;
  const last = failures.lastEmailFailure;
  return last !== null && now.getTime() - last.getTime() < emailDelayMs(failures.email);
}

async function recentFailures(db: DbOrTx, email: string, ip: string, now: Date): Promise<RecentFailures> {
  const pairSince = new Date(now.getTime() - LOGIN_THROTTLE.pairWindowMs);
  const emailSince = new Date(now.getTime() - LOGIN_THROTTLE.emailWindowMs);
  const recent = gt(loginAttempts.createdAt, pairSince);
  const sameEmail = eq(loginAttempts.email, email);
  const sameIp = eq(loginAttempts.ip, ip);
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${and(sameEmail, sameIp, recent)})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${and(sameIp, recent)})`.mapWith(Number),
      email: sql<number>`count(*) filter (where ${sameEmail})`.mapWith(Number),
      lastEmailFailure: sql<Date | null>`max(${loginAttempts.createdAt}) filter (where ${sameEmail})`.mapWith(
        loginAttempts.createdAt,
      ),
    })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, emailSince), or(sameEmail, sameIp)),
    );
  return row ?? { pair: 0, ip: 0, email: 0, lastEmailFailure: null };
}

/**
 * Counts and records in one transaction, serialised per IP then per e-mail (always in that order, so
 * two sign-ins never wait on each other in a cycle): however many arrive at once, no more passwords are
 * checked than the limits allow. The attempt is stored as a failure until the password proves right.
 */
export async function reserveAttempt(db: Db, email: string, ip: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login-ip:${ip}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login-email:${email}`}, 0))`);
    if (isThrottled(await recentFailures(tx, email, ip, now), now)) throw new TooManyAttemptsError();
    const [attempt] = await tx
      .insert(loginAttempts)
      .values({ email, ip, succeeded: false, createdAt: now })
      .returning({ id: loginAttempts.id });
    if (!attempt) throw new Error("login attempt insert returned nothing");
    return attempt.id;
  });
}

export async function markAttemptSucceeded(db: DbOrTx, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}
