import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { hydraError } from "../hydra/json-ld";
import type { ContextFactory } from "../hydra/register";
import type { HydraRoute } from "../hydra/route";
import { NOT_SIGNED_IN } from "../trpc/errors";
import { buildOpenApiDocument, type ServedRoute } from "./openapi-document";
import type { ProcedureTable } from "./policies";

export const DOCS_PATH = "/api/docs";
export const DOCS_JSON_PATH = "/api/docs.json";

const DOCUMENTED_METHODS = new Set(["GET", "POST", "PUT", "DELETE", "PATCH"]);
/**
 * Not API paths: the web app's pages and files, tRPC's own route (documented per procedure), these
 * docs, and the operators' probes (health, metrics: README, "Exploitation").
 */
const UNDOCUMENTED =
  /^(\/$|\/trpc\b|\/api\/docs\b|\/api\/docs\.json$|\/api\/health\/|\/api\/metrics$|\/(tronc-commun\/admin|login|coach-ia|pv)(\/|$))|\*/;

/**
 * Writes down every route the server registers from now on (call it before any): the documentation
 * lists the served paths outside the shim table from what was really registered.
 */
export function collectServedRoutes(app: FastifyInstance): RouteOptions[] {
  const registered: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    registered.push(route);
  });
  return registered;
}

export function servedOutsideTable(
  registered: readonly RouteOptions[],
  table: readonly HydraRoute[],
): ServedRoute[] {
  const inTable = new Set(table.map((route) => `${route.method} ${route.path}`));
  const served = new Map<string, ServedRoute>();
  for (const route of registered) {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (!DOCUMENTED_METHODS.has(method) || UNDOCUMENTED.test(route.url) || inTable.has(key)) continue;
      served.set(key, { method, path: route.url, doc: route.config?.doc });
    }
  }
  return [...served.values()];
}

/** Swagger UI's files, served from the package itself: the page works with no network. */
const swaggerUiDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

const PAGE = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Tronc Commun — documentation de l'API</title>
<link rel="icon" href="${DOCS_PATH}/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

// A file of its own, not an inline script: the app's Content-Security-Policy allows 'self' scripts only.
const INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(DOCS_JSON_PATH)},
  dom_id: "#swagger-ui",
  deepLinking: true,
  docExpansion: "list",
  filter: true,
  validatorUrl: null,
  supportedSubmitMethods: [],
});
`;

/**
 * GET /api/docs (Swagger UI) and /api/docs.json (OpenAPI 3.1), for a signed-in person: the paths
 * are no secret but the description is the map of the back-office (decisions.md, issue 25).
 */
export function registerApiDocs(
  app: FastifyInstance,
  contextFor: ContextFactory,
  source: {
    hydraRoutes: readonly HydraRoute[];
    registered: readonly RouteOptions[];
    /** The app router's procedures (`router._def.procedures`). */
    procedures: unknown;
  },
) {
  let document: Promise<unknown> | undefined;
  const describe = () => {
    document ??= buildOpenApiDocument({
      hydraRoutes: source.hydraRoutes,
      served: servedOutsideTable(source.registered, source.hydraRoutes),
      procedures: source.procedures as ProcedureTable,
    });
    return document;
  };

  app.get(DOCS_JSON_PATH, async (request, reply) => {
    const ctx = await contextFor(request);
    if (!ctx.user) return reply.code(401).type("application/ld+json").send(hydraError(NOT_SIGNED_IN));
    return reply.type("application/json").send(await describe());
  });
  app.get(DOCS_PATH, async (request, reply) => {
    const ctx = await contextFor(request);
    if (!ctx.user) return reply.redirect("/login");
    return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(PAGE);
  });
  app.get(`${DOCS_PATH}/init.js`, (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("Cache-Control", "no-cache").send(INIT),
  );
  for (const [file, type] of Object.entries(ASSETS)) {
    app.get(`${DOCS_PATH}/${file}`, (_request, reply) =>
      reply
        .type(type)
        .header("Cache-Control", "public, max-age=86400")
        .send(createReadStream(join(swaggerUiDir, file))),
    );
  }
}
