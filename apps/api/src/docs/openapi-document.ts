import type { HydraRoute } from "../hydra/route";
import {
  errorResponses,
  hydraOperation,
  openApiPath,
  PAGING_SENTENCES,
  pagingOf,
  pathParameters,
  queryParameter,
} from "./hydra-operations";
import { probeQuery } from "./hydra-probe";
import { inputJsonSchema, type JsonSchema } from "./json-schema";
import { POLICY_LABELS, type ProcedureTable } from "./policies";
import type { RouteDoc } from "./route-doc";
import { trpcOperation } from "./trpc-operations";
import { CONFLICT_DESCRIPTION, etagHeader, VERSIONS_OVERVIEW } from "./versions";

/** A path the server serves outside the shim table (sign-in, uploads, files, prints, exports). */
export interface ServedRoute {
  method: string;
  path: string;
  /** As declared where it is registered (route-doc.ts); absent, the document says so. */
  doc?: RouteDoc;
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
    Conflict: errorResponse(CONFLICT_DESCRIPTION),
    TrpcError: {
      description: "Erreur tRPC (message en français).",
      content: { "application/json": { schema: { $ref: "#/components/schemas/TrpcError" } } },
    },
  },
});

const SERVED_TAG = "fichiers, impressions, exports et session";

function servedAnswer({ status = 200, types, description, schema }: RouteDoc["answers"]) {
  if (status === 204) return { [status]: { description } };
  const content = Object.fromEntries(types.map((type) => [type, schema ? { schema } : {}]));
  return { [status]: { description, content } };
}

/** The paths outside the table, from the declaration each carries where it is registered. */
function servedOperation(route: ServedRoute, defs: Record<string, JsonSchema>) {
  const operationId = `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+/g, "_")}`;
  const { doc } = route;
  if (!doc) {
    return {
      operationId,
      summary: `${route.method} ${route.path}`,
      description: "Rôles : non déclarés (chemin enregistré sans `config.doc`, voir route-doc.ts).",
      tags: [SERVED_TAG],
      parameters: pathParameters(route.path),
      responses: { "200": { description: "Non documentée." }, ...errorResponses },
    };
  }
  const query = doc.query ? probeQuery(doc.query) : [];
  const paging = pagingOf(query);
  const roles = doc.roles.map((policy) => POLICY_LABELS[policy]).join(" ou ");
  const description = [
    `Rôles : ${roles}${doc.access ? `, ${doc.access}` : ""}.`,
    paging ? PAGING_SENTENCES[paging] : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const body = doc.body && inputJsonSchema(doc.body, { wireNames: false, prefix: operationId, defs });
  const upload = doc.upload && {
    type: "object",
    required: ["file"],
    properties: {
      file: { type: "string", contentMediaType: "application/octet-stream", description: doc.upload },
    },
  };
  return {
    operationId,
    summary: doc.summary,
    description,
    tags: [SERVED_TAG],
    "x-roles": [...doc.roles],
    ...(paging ? { "x-paging": paging } : {}),
    ...(doc.roles.every((policy) => policy === "public") ? { security: [] } : {}),
    parameters: [...pathParameters(route.path), ...query.map(queryParameter)],
    ...(body ? { requestBody: { required: true, content: { "application/json": { schema: body } } } } : {}),
    ...(upload
      ? { requestBody: { required: true, content: { "multipart/form-data": { schema: upload } } } }
      : {}),
    responses: { ...servedAnswer(doc.answers), ...errorResponses },
  };
}

/** The GET of an item whose PUT checks a version answers its ETag: said on its answer. */
function markVersionedReads(paths: Record<string, Record<string, unknown>>) {
  for (const operations of Object.values(paths)) {
    const put = operations.put as { "x-versioned"?: boolean } | undefined;
    const get = operations.get as { responses: Record<string, Record<string, unknown>> } | undefined;
    const answer = get?.responses["200"];
    if (put?.["x-versioned"] && answer) answer.headers = etagHeader;
  }
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
  markVersionedReads(paths);
  for (const route of source.served)
    add(openApiPath(route.path), route.method.toLowerCase(), servedOperation(route, defs));
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
        "",
        VERSIONS_OVERVIEW,
      ].join("\n"),
    },
    security: [{ session: [] }],
    paths,
    components: components(defs),
  };
}
