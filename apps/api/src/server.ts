// Kept in the declarations (tsc -b): whoever builds on buildServer's instance sees what the cookie plugin
// adds to Fastify's types (request.cookies), as the server itself does.
/// <reference types="@fastify/cookie" preserve="true" />
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { z } from "zod";
import { registerAuthRoutes } from "./auth/auth-routes";
import { createContextFactory } from "./auth/request-context";
import { collectServedRoutes, registerApiDocs } from "./docs/docs-routes";
import { registerFileRoutes } from "./files/file-routes";
import { answerClientError } from "./http/client-error";
import { registerErrorHandler, sendError, TRPC_PREFIX } from "./http/error-handler";
import { registerWebAppAndNotFound } from "./http/not-found";
import { registerOriginCheck } from "./http/origin-check";
import { RequestLog } from "./http/request-log";
import { registerSecurityHeaders } from "./http/security-headers";
import { type ContextFactory, registerHydraRoutes } from "./hydra/register";
import { type AnyResource, assembleModules } from "./modules/assemble";
import { registerHealthRoutes } from "./ops/health-routes";
import { type MetricsOptions, registerMetrics } from "./ops/metrics-routes";
import { databaseReady, type ReadinessChecks } from "./ops/readiness";
import { closePdfBrowser, usePdfChromium } from "./services/shared/pdf";
import type { AppDeps } from "./trpc/context";

z.config(z.locales.fr());

export interface ServerOptions extends Omit<AppDeps, "now"> {
  /**
   * The resources it serves (`modules` of modules/index.ts for the app): their procedures, Hydra rows,
   * prints and exports. A test passes the few it asks, and loads no other.
   */
  modules: readonly AnyResource[];
  now?: () => Date;
  /** Built web app (apps/web/dist); served with an index.html fallback when present. */
  webDir?: string;
  cookieSecure?: boolean;
  logger?: boolean;
  /** Where the log lines go (stdout by default): tests read them. */
  logStream?: { write(line: string): void };
  /** The Chromium that prints PDFs (CHROME_PATH); /usr/bin/chromium when absent. */
  chromePath?: string;
  /** Builds each request's context; only benchmarks replace it (scripts/bench/signed-in-request.ts). */
  contextFactory?: (deps: AppDeps) => ContextFactory;
  /**
   * What GET /api/health/ready checks, each replaceable: by default the database (migrations
   * included) and a write in the local files folder (the S3 storage passes `storage: () => storage.probe()`).
   */
  readiness?: Partial<ReadinessChecks>;
  /** How long one readiness check may take before it counts as failed (2 s by default). */
  readinessTimeoutMs?: number;
  /** GET /api/metrics: off (404) unless `token` (METRICS_TOKEN) is set; `jobStats` adds the job gauges. */
  metrics?: MetricsOptions;
}

const databaseProbe = (deps: AppDeps) => async () => {
  await deps.db.execute(sql`select 1`);
};

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { modules, readiness, readinessTimeoutMs, metrics, ...rest } = options;
  const deps: AppDeps = { ...rest, now: options.now ?? (() => new Date()) };
  const { router, callerFor, hydraRoutes, fileRoutes } = assembleModules(modules);
  if (options.chromePath) usePdfChromium(options.chromePath);
  const app = Fastify({
    logger: options.logger ? { level: "info", stream: options.logStream } : false,
    logController: new RequestLog(),
    routerOptions: { maxParamLength: 500 },
    bodyLimit: 2 * 1024 * 1024,
    // A URL Fastify cannot decode is answered by the one error handler too.
    frameworkErrors: (error, _request, reply) => sendError(reply, error),
    // What Node refuses before a route runs (a URL over 16 KB: 431) is answered in French too.
    clientErrorHandler: answerClientError,
  });
  // COOKIE_SECURE=true says the site is served over HTTPS (TLS may end at a proxy in front).
  const https = options.cookieSecure ?? false;

  // Before any route: the API documentation lists what is really registered.
  const registered = collectServedRoutes(app);
  // Before any route: every route and every hook answer their errors the one way, with the headers.
  registerErrorHandler(app);
  registerSecurityHeaders(app, { https });
  registerOriginCheck(app, { https });
  // Before the routes: the request timings see every one of them.
  await registerMetrics(app, {
    databaseProbe: databaseProbe(deps),
    ...metrics,
  });
  registerHealthRoutes(
    app,
    {
      database: databaseReady(deps.db),
      storage: () => deps.storage.probe(),
      ...readiness,
    },
    readinessTimeoutMs,
  );
  await app.register(cookie);
  await app.register(multipart);
  // Bodies are JSON (or multipart uploads): a text/plain body is a 415, not a string handed to a route.
  app.removeContentTypeParser("text/plain");
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

  const contextFor = (options.contextFactory ?? createContextFactory)(deps);

  await app.register(fastifyTRPCPlugin, {
    prefix: TRPC_PREFIX,
    trpcOptions: {
      router,
      createContext: ({ req }: { req: FastifyRequest }) => contextFor(req),
      onError: ({ error }: { error: { code: string; cause?: unknown } }) => {
        if (error.code === "INTERNAL_SERVER_ERROR")
          app.log.error({ err: error.cause ?? error }, "erreur interne");
      },
    },
  });

  registerAuthRoutes(app, contextFor, https);
  registerFileRoutes(app, contextFor, options.maxUploadBytes);
  registerHydraRoutes(app, hydraRoutes, contextFor, callerFor);
  for (const registerFiles of fileRoutes) registerFiles(app, contextFor, { callerFor, deps });
  registerApiDocs(app, contextFor, { hydraRoutes, registered, procedures: router._def.procedures });
  // The PDFs' one browser (prints of several modules) closes with the server.
  app.addHook("onClose", closePdfBrowser);

  await registerWebAppAndNotFound(app, options.webDir);

  return app;
}
