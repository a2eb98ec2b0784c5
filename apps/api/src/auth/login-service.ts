import { type Db, users } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { sql } from "drizzle-orm";
import { markAttemptSucceeded, reserveAttempt } from "./login-throttle";
import { type PasswordVerifier, verifyPassword } from "./password";
import { BACK_OFFICE_DISCR } from "./session-user";
import { createSession } from "./sessions";

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
}

/**
 * Checks the credentials and opens a session. The attempt is counted before the password is checked
 * (see login-throttle); an unknown e-mail, an inactive account, an account without a password and an
 * AI coach all cost one scrypt and get the same answer as a wrong password.
 */
export async function login(
  db: Db,
  input: LoginInput,
  now: Date,
  verify: PasswordVerifier = verifyPassword,
): Promise<{ token: string; userId: number }> {
  const email = input.email.trim().toLowerCase();
  const attemptId = await reserveAttempt(db, email, input.ip, now);
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActif: users.isActif, discr: users.discr })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const allowed = account?.isActif === true && account.discr === BACK_OFFICE_DISCR;
  const valid = await verify(input.password, allowed ? account.passwordHash : null);
  if (!account || !allowed || !valid) {
    throw domainError("INVALID_CREDENTIALS", "invalid");
  }
  const token = await db.transaction(async (tx) => {
    await markAttemptSucceeded(tx, attemptId);
    return createSession(tx, account.id, now);
  });
  return { token, userId: account.id };
}
