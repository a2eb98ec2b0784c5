import type { FastifyRequest } from "fastify";
import type { ContextFactory } from "../hydra/register";
import type { AppDeps, Context } from "../trpc/context";
import { prepareSessionLookup } from "./session-lookup";
import { SESSION_COOKIE } from "./sessions";

/** Builds each request's context; `sessionToken` overrides the cookie (right after sign-in). */
export function createContextFactory(deps: AppDeps): ContextFactory {
  const findSession = prepareSessionLookup(deps.db);
  return async (request: FastifyRequest, sessionToken?: string): Promise<Context> => {
    const token = sessionToken ?? request.cookies[SESSION_COOKIE];
    const found = token ? await findSession(token, deps.now()) : null;
    return { ...deps, user: found?.user ?? null, sessionId: found?.sessionId ?? null, ip: request.ip };
  };
}
