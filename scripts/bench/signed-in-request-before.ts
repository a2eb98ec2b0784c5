/**
 * The request context as it was before the hardening issue (commit f47aabe: server.ts,
 * auth/sessions.ts, auth/session-user.ts), kept for the benchmark to measure old and new side by
 * side under the same load: three unprepared queries one after another (session, user, companies).
 * Not used by the application.
 */
import { createHash } from "node:crypto";
import { type DbOrTx, sessions, triangleCompanies, users, userTriangleCompanies } from "@tronc/db";
import { and, asc, eq, gt } from "drizzle-orm";
import type { SessionUser } from "../../apps/api/src/auth/session-user";
import type { ContextFactory } from "../../apps/api/src/hydra/register";
import type { AppDeps, Context } from "../../apps/api/src/trpc/context";

const SESSION_COOKIE = "tc_session";
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

async function findSession(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
  return row ?? null;
}

async function loadSessionUser(db: DbOrTx, userId: number): Promise<SessionUser | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActif, true)));
  if (!user) return null;
  const companies = await db
    .select({ id: triangleCompanies.id, name: triangleCompanies.name, isActive: triangleCompanies.isActive })
    .from(userTriangleCompanies)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, userTriangleCompanies.triangleCompanyId))
    .where(eq(userTriangleCompanies.userId, userId))
    .orderBy(asc(triangleCompanies.name));
  return {
    id: user.id,
    email: user.email,
    fullname: `${user.name} ${user.lastname}`.trim(),
    isSuperAdmin: user.isSuperAdmin,
    isCompta: user.isCompta,
    isReadAlert: user.isReadAlert,
    isLeaveAdmin: user.isLeaveAdmin,
    triangleCompanies: companies,
  };
}

/** The old context factory, for `buildServer({ contextFactory })`. */
export function createContextFactoryBefore(deps: AppDeps): ContextFactory {
  return async (request, sessionToken): Promise<Context> => {
    const token = sessionToken ?? request.cookies[SESSION_COOKIE];
    const session = token ? await findSession(deps.db, token, deps.now()) : null;
    const user = session ? await loadSessionUser(deps.db, session.userId) : null;
    return { ...deps, user, sessionId: user ? (session?.id ?? null) : null };
  };
}
