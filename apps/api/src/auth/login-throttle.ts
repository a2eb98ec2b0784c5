import { type Db, type DbOrTx, loginAttempts } from "@tronc/db";
import {
  LOGIN_THROTTLE,
  type LoginFailures,
  loginWaitMs,
  retryAfterSeconds,
  tooManyLoginAttemptsMessage,
} from "@tronc/domain";
import { and, eq, gt, or, sql } from "drizzle-orm";

/** A refused attempt: no password checked, nothing recorded; the client is told how long to wait. */
export class TooManyAttemptsError extends Error {
  readonly retryAfterSeconds: number;
  constructor(waitMs: number) {
    super(tooManyLoginAttemptsMessage(waitMs));
    this.retryAfterSeconds = retryAfterSeconds(waitMs);
  }
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The counts the rule (packages/domain login-throttle) needs, read from every process's attempts. */
async function recentFailures(db: DbOrTx, email: string, ip: string, now: Date): Promise<LoginFailures> {
  const rule = LOGIN_THROTTLE;
  const sameEmail = eq(loginAttempts.email, email);
  const sameIp = eq(loginAttempts.ip, ip);
  // The e-mail signed in from this address lately: rule 3 does not slow it.
  const [knownFrom] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        sameEmail,
        sameIp,
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, before(now, rule.knownAddressMs)),
      ),
    )
    .limit(1);
  const inPair = and(sameEmail, sameIp, gt(loginAttempts.createdAt, before(now, rule.pairWindowMs)));
  const inAddress = and(sameIp, gt(loginAttempts.createdAt, before(now, rule.addressWindowMs)));
  const inAccount = and(sameEmail, gt(loginAttempts.createdAt, before(now, rule.accountWindowMs)));
  const [counts] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${inPair})`.mapWith(Number),
      lastPairFailure: sql<Date | null>`max(${loginAttempts.createdAt}) filter (where ${inPair})`.mapWith(
        loginAttempts.createdAt,
      ),
      address: sql<number>`count(*) filter (where ${inAddress})`.mapWith(Number),
      oldestAddressFailure:
        sql<Date | null>`min(${loginAttempts.createdAt}) filter (where ${inAddress})`.mapWith(
          loginAttempts.createdAt,
        ),
      lastAccountFailure:
        sql<Date | null>`max(${loginAttempts.createdAt}) filter (where ${inAccount})`.mapWith(
          loginAttempts.createdAt,
        ),
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, false),
        gt(
          loginAttempts.createdAt,
          before(now, Math.max(rule.pairWindowMs, rule.addressWindowMs, rule.accountWindowMs)),
        ),
        or(sameEmail, sameIp),
      ),
    );
  const perAddress = await db
    .select({ failures: sql<number>`count(*)`.mapWith(Number) })
    .from(loginAttempts)
    .where(and(inAccount, eq(loginAttempts.succeeded, false)))
    .groupBy(loginAttempts.ip);
  const failures = perAddress.map((row) => row.failures);
  const spread = failures.reduce((sum, n) => sum + n, 0) - Math.max(0, ...failures);
  return {
    pair: counts?.pair ?? 0,
    lastPairFailure: counts?.lastPairFailure ?? null,
    address: counts?.address ?? 0,
    oldestAddressFailure: counts?.oldestAddressFailure ?? null,
    spread,
    lastAccountFailure: counts?.lastAccountFailure ?? null,
    knownAddress: knownFrom !== undefined,
  };
}

/**
 * Counts and records in one transaction, serialised per IP then per e-mail (always in that order, so
 * two sign-ins never wait on each other in a cycle): however many arrive at once, no more passwords are
 * checked than the rule allows, whichever process receives them. The attempt is stored as a failure
 * until the password proves right.
 */
export async function reserveAttempt(db: Db, email: string, ip: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login-ip:${ip}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login-email:${email}`}, 0))`);
    const waitMs = loginWaitMs(await recentFailures(tx, email, ip, now), now);
    if (waitMs > 0) throw new TooManyAttemptsError(waitMs);
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
