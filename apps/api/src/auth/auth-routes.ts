import { isDomainError } from "@tronc/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { RouteDoc } from "../docs/route-doc";
import { hydraError } from "../hydra/json-ld";
import type { ContextFactory } from "../hydra/register";
import { safeString } from "../schemas/text";
import { NOT_SIGNED_IN } from "../trpc/errors";
import { login } from "./login-service";
import { TooManyAttemptsError } from "./login-throttle";
import { warmUpPasswordCheck } from "./password";
import { deleteSession, SESSION_COOKIE, SESSION_TTL_MS } from "./sessions";

/**
 * Checked before the throttle runs: its locks and rows are keyed on the e-mail, which PostgreSQL must
 * accept (no NUL) and which must still fit its column once lower-cased ('İ' becomes two characters).
 */
const loginBody = z.object({
  email: safeString(180)
    .transform((email) => email.trim().toLowerCase())
    .pipe(z.string().min(1).max(180)),
  password: safeString(200).pipe(z.string().min(1)),
});

const SESSION_USER = "La personne connectée (JSON) : id, e-mail, nom, rôles et sociétés du groupe.";

const loginDoc: RouteDoc = {
  summary: "Connexion : pose le cookie de session tc_session",
  roles: ["public"],
  body: loginBody,
  answers: {
    types: ["application/json"],
    description: `${SESSION_USER} Identifiants invalides : 401 ; trop d'essais : 429 avec Retry-After.`,
  },
};

const logoutDoc: RouteDoc = {
  summary: "Déconnexion : efface la session et son cookie",
  roles: ["public"],
  answers: { status: 204, types: [], description: "Fait, qu'il y ait eu une session ou non." },
};

const meDoc: RouteDoc = {
  summary: "La personne connectée",
  roles: ["authed"],
  answers: { types: ["application/json"], description: SESSION_USER },
};

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type("application/ld+json").send(hydraError(message));

/** The HTTP sign-in used by scripts and by the login page. */
export function registerAuthRoutes(app: FastifyInstance, contextFor: ContextFactory, cookieSecure: boolean) {
  app.addHook("onReady", warmUpPasswordCheck);
  app.post("/api/login", { config: { doc: loginDoc } }, async (request, reply) => {
    const parsed = loginBody.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, "Saisissez votre e-mail et votre mot de passe.");
    const ctx = await contextFor(request);
    try {
      const { token } = await login(ctx.db, { ...parsed.data, ip: request.ip }, ctx.now());
      reply.setCookie(SESSION_COOKIE, token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: cookieSecure,
        maxAge: SESSION_TTL_MS / 1000,
      });
      const fresh = await contextFor(request, token);
      return reply.send(fresh.user);
    } catch (error) {
      if (error instanceof TooManyAttemptsError) {
        return fail(reply.header("Retry-After", String(error.retryAfterSeconds)), 429, error.message);
      }
      if (isDomainError(error)) return fail(reply, 401, error.message);
      throw error;
    }
  });

  app.post("/api/logout", { config: { doc: logoutDoc } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const ctx = await contextFor(request);
      await deleteSession(ctx.db, token);
    }
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return reply.code(204).send();
  });

  app.get("/api/me", { config: { doc: meDoc } }, async (request, reply) => {
    const ctx = await contextFor(request);
    if (!ctx.user) return fail(reply, 401, NOT_SIGNED_IN);
    return reply.send(ctx.user);
  });
}
