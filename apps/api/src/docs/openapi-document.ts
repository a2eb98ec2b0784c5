import type { HydraRoute } from "../hydra/route";
import { errorResponses, hydraOperation, openApiPath } from "./hydra-operations";
import type { JsonSchema } from "./json-schema";
import { POLICY_LABELS, type ProcedureTable } from "./policies";
import { trpcOperation } from "./trpc-operations";

/** A path the server serves outside the shim table (sign-in, uploads, files, prints, exports). */
export interface ServedRoute {
  method: string;
  path: string;
}

const hydraError = {
  type: "object",
  required: ["@type", "hydra:description"],
  properties: {
    "@context": { type: "string" },
    "@type": { const: "hydra:Error" },
    "hydra:title": { type: "string" },
    "hydra:description": { type: "string", description: "Le message, en français." },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/ld+json": { schema: { $ref: "#/components/schemas/HydraError" } } },
});

const components = (defs: Record<string, JsonSchema>) => ({
  securitySchemes: {
    session: {
      type: "apiKey",
      in: "cookie",
      name: "tc_session",
      description: "Le cookie de session posé par POST /api/login.",
    },
  },
  schemas: {
    ...defs,
    HydraError: hydraError,
    JsonLdItem: {
      type: "object",
      required: ["@id", "@type"],
      properties: { "@context": { type: "string" }, "@id": { type: "string" }, "@type": { type: "string" } },
      additionalProperties: true,
    },
    HydraCollection: {
      type: "object",
      required: ["@type", "hydra:member", "hydra:totalItems"],
      properties: {
        "@context": { type: "string" },
        "@id": { type: "string" },
        "@type": { const: "hydra:Collection" },
        "hydra:member": { type: "array", items: { $ref: "#/components/schemas/JsonLdItem" } },
        "hydra:totalItems": { type: "integer", minimum: 0 },
        "hydra:view": {
          type: "object",
          description: "Quand le compte est plafonné : hydra:next donne la page suivante.",
        },
      },
    },
    TrpcResult: {
      type: "object",
      properties: { result: { type: "object", properties: { data: {} } } },
    },
    TrpcError: {
      type: "object",
      properties: {
        error: {
          type: "object",
          properties: {
            message: { type: "string", description: "Le message, en français." },
            code: { type: "integer" },
            data: { type: "object" },
          },
        },
      },
    },
  },
  responses: {
    BadRequest: errorResponse("Requête invalide (le champ en cause est nommé)."),
    Unauthorized: errorResponse("Pas de session."),
    Forbidden: errorResponse("Rôle insuffisant."),
    NotFound: errorResponse("Ressource introuvable."),
    Refused: errorResponse("Refusé par une règle métier."),
    TrpcError: {
      description: "Erreur tRPC (message en français).",
      content: { "application/json": { schema: { $ref: "#/components/schemas/TrpcError" } } },
    },
  },
});

const servedPathParameters = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));

/** The paths outside the table: their access is checked by the service they call, not by a policy. */
function servedOperation(route: ServedRoute) {
  const method = route.method.toLowerCase();
  return {
    operationId: `${method}${route.path.replace(/[^A-Za-z0-9]+/g, "_")}`,
    summary: `${route.method} ${route.path}`,
    description:
      "Chemin hors de la table Hydra (connexion, dépôts, fichiers, impressions, exports) : l'accès est vérifié par le service appelé.",
    tags: ["fichiers, impressions, exports et session"],
    parameters: servedPathParameters(route.path),
    responses: {
      "200": { description: "Réponse (JSON, PDF, tableur ou fichier selon le chemin)." },
      ...errorResponses,
    },
  };
}

/**
 * The OpenAPI 3.1 description of the API, built from what the server declares: the shim table (each
 * row dry-run for its procedures and query parameters), the other served paths, and every tRPC
 * procedure with its zod input and policy. Never written by hand.
 */
export async function buildOpenApiDocument(source: {
  hydraRoutes: readonly HydraRoute[];
  served: readonly ServedRoute[];
  procedures: ProcedureTable;
}) {
  const defs: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (path: string, method: string, operation: unknown) => {
    paths[path] ??= {};
    paths[path][method] = operation;
  };
  for (const route of source.hydraRoutes) {
    add(
      openApiPath(route.path),
      route.method.toLowerCase(),
      await hydraOperation(route, source.procedures, defs),
    );
  }
  for (const route of source.served)
    add(openApiPath(route.path), route.method.toLowerCase(), servedOperation(route));
  for (const [path, procedure] of Object.entries(source.procedures).sort(([a], [b]) => a.localeCompare(b))) {
    const { method, operation } = trpcOperation(path, procedure, defs);
    add(openApiPath(`/trpc/${path}`), method, operation);
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    info: {
      title: "Tronc Commun — API",
      version: "1",
      description: [
        "Généré par le serveur à partir de sa table Hydra, des schémas zod et des politiques des procédures tRPC.",
        "",
        `Rôles : ${Object.values(POLICY_LABELS).join(", ")}.`,
        "",
        "Hydra : `page` comptée à partir de 1, sauf les recherches que la spécification (§7) compte à partir de 0 (indiqué sur chaque chemin). Références : IRI ou id. Erreurs : hydra:Error, message en français.",
      ].join("\n"),
    },
    security: [{ session: [] }],
    paths,
    components: components(defs),
  };
}
