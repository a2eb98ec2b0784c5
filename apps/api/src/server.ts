import { existsSync } from "node:fs";
import { join } from "node:path";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { z } from "zod";
import { registerAuthRoutes } from "./auth/auth-routes";
import { loadSessionUser } from "./auth/session-user";
import { findSessionUserId, SESSION_COOKIE } from "./auth/sessions";
import { registerFileRoutes } from "./files/file-routes";
import { hydraError } from "./hydra/json-ld";
import type { ContextFactory } from "./hydra/register";
import { registerHydraRoutes } from "./hydra/register";
import { hydraRoutes } from "./hydra/routes";
import { registerLeadExport } from "./hydra/routes/leads-export";
import { appRouter } from "./trpc/app-router";
import type { AppDeps, Context } from "./trpc/context";
import { INTERNAL_ERROR } from "./trpc/errors";

z.config(z.locales.fr());

export interface ServerOptions extends Omit<AppDeps, "now"> {
  now?: () => Date;
  /** Built web app (apps/web/dist); served with an index.html fallback when present. */
  webDir?: string;
  cookieSecure?: boolean;
  logger?: boolean;
}

const isApiPath = (url: string) => /^\/(api|trpc)(\/|$|\?)/.test(url);

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const deps: AppDeps = { ...options, now: options.now ?? (() => new Date()) };
  const app = Fastify({
    logger: options.logger ? { level: "info" } : false,
    routerOptions: { maxParamLength: 500 },
    bodyLimit: 2 * 1024 * 1024,
  });

  await app.register(cookie);
  await app.register(multipart);
  app.addContentTypeParser(
    "application/ld+json",
    { parseAs: "string" },
    app.getDefaultJsonParser("error", "ignore"),
  );
  app.addContentTypeParser(
    "application/merge-patch+json",
    { parseAs: "string" },
    app.getDefaultJsonParser("error", "ignore"),
  );

  const contextFor: ContextFactory = async (
    request: FastifyRequest,
    sessionToken?: string,
  ): Promise<Context> => {
    const token = sessionToken ?? request.cookies[SESSION_COOKIE];
    const userId = token ? await findSessionUserId(deps.db, token, deps.now()) : null;
    const user = userId ? await loadSessionUser(deps.db, userId) : null;
    return { ...deps, user };
  };

  // A state-changing request from a browser must come from this site.
  app.addHook("onRequest", async (request, reply) => {
    if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost !== request.headers.host) {
      return reply.code(403).type("application/ld+json").send(hydraError("Origine de la requête refusée."));
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }: { req: FastifyRequest }) => contextFor(req),
      onError: ({ error }: { error: { code: string } }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error(error);
      },
    },
  });

  registerAuthRoutes(app, contextFor, options.cookieSecure ?? false);
  registerFileRoutes(app, contextFor, options.maxUploadBytes);
  registerHydraRoutes(app, hydraRoutes, contextFor);
  registerLeadExport(app, contextFor);

  const indexHtml = options.webDir ? join(options.webDir, "index.html") : null;
  if (options.webDir && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: options.webDir, wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method === "GET" && !isApiPath(request.url) && indexHtml && existsSync(indexHtml)) {
      return reply.type("text/html").sendFile("index.html");
    }
    return reply
      .code(404)
      .type("application/ld+json")
      .send(hydraError("Ressource introuvable.", "Introuvable"));
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const message =
      status === 500
        ? INTERNAL_ERROR
        : error.code?.startsWith("FST_ERR_CTP") || error instanceof SyntaxError
          ? "Le corps de la requête n'est pas un JSON valide."
          : status === 413
            ? "La requête est trop volumineuse."
            : "Requête invalide.";
    return reply.code(status).type("application/ld+json").send(hydraError(message));
  });

  return app;
}
