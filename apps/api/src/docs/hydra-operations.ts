import type { HydraRoute } from "../hydra/route";
import type { Policy } from "../modules/policies";
import { probeHydraRoute, type QueryParameter } from "./hydra-probe";
import { inputJsonSchema, type JsonSchema } from "./json-schema";
import { POLICY_LABELS, type ProcedureTable, policyOf } from "./policies";
import { ifMatchParameter, VERSIONED_PUT_SENTENCE, writesVersioned } from "./versions";

export type Paging = "1-based" | "0-based";

/** `/api/x/:id` → `/api/x/{id}`, OpenAPI's spelling of a path parameter. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

export const pathParameters = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: name === "token" ? { type: "string" } : { type: "integer", minimum: 1, maximum: 2_147_483_647 },
  }));

export function queryParameter(parameter: QueryParameter): JsonSchema {
  const base = { name: parameter.name, in: "query", required: false };
  switch (parameter.kind) {
    case "page":
      return {
        ...base,
        description: "Page, comptée à partir de 1 (0 et absent : la première).",
        schema: { type: "integer", minimum: 0, default: 1 },
      };
    case "zeroBasedPage":
      return {
        ...base,
        description: "Page, comptée à partir de 0 comme le veut la spécification (§7) ; négative : 400.",
        schema: { type: "integer", minimum: 0, default: 0 },
      };
    case "maxResults":
      return {
        ...base,
        description: `Taille de la page (${parameter.defaultSize} par défaut), ramenée à ${parameter.cap} au plus.`,
        schema: { type: "integer", default: parameter.defaultSize },
      };
    case "list":
      return {
        ...base,
        description: `Une valeur ou plusieurs : ${parameter.name}[]=A&${parameter.name}[]=B, ou A,B.`,
        schema: { type: "array", items: { type: "string" } },
        style: "form",
        explode: true,
      };
    case "bool":
      return { ...base, schema: { type: "string", enum: ["1", "0", "true", "false"] } };
    case "int":
      return { ...base, schema: { type: "integer" } };
    case "ref":
      return {
        ...base,
        description: `IRI (${parameter.collection}/{id}) ou id.`,
        schema: { type: "string" },
      };
    default:
      return { ...base, schema: { type: "string", maxLength: 1000 } };
  }
}

const itemSchema = (type: string | undefined): JsonSchema =>
  type
    ? {
        allOf: [
          { $ref: "#/components/schemas/JsonLdItem" },
          { type: "object", properties: { "@type": { const: type } } },
        ],
      }
    : { type: "object" };

function answerSchema(route: HydraRoute): JsonSchema {
  if (!route.doc?.collection) return itemSchema(route.doc?.type);
  return {
    allOf: [
      { $ref: "#/components/schemas/HydraCollection" },
      {
        type: "object",
        properties: { "hydra:member": { type: "array", items: itemSchema(route.doc.type) } },
      },
    ],
  };
}

const VERBS = { GET: "Lit", POST: "Crée", PUT: "Modifie", DELETE: "Supprime" } as const;

function summaryOf(route: HydraRoute): string {
  const what =
    route.doc?.type ??
    route.path
      .split("/")
      .filter((part) => part && !part.startsWith(":"))
      .at(-1);
  if (route.doc?.collection) return `Liste ${what}`;
  return `${VERBS[route.method]} ${what}`;
}

/** 1-based when the path reads `page()`, 0-based when it reads `zeroBasedPage()`, else no paging. */
export const pagingOf = (query: readonly QueryParameter[]): Paging | undefined =>
  query.some((q) => q.kind === "zeroBasedPage")
    ? "0-based"
    : query.some((q) => q.kind === "page")
      ? "1-based"
      : undefined;

export const PAGING_SENTENCES: Record<Paging, string> = {
  "0-based": "Pagination : `page` comptée à partir de 0 (spec §7).",
  "1-based": "Pagination : `page` comptée à partir de 1.",
};

export const errorResponses = {
  "400": { $ref: "#/components/responses/BadRequest" },
  "401": { $ref: "#/components/responses/Unauthorized" },
  "403": { $ref: "#/components/responses/Forbidden" },
  "404": { $ref: "#/components/responses/NotFound" },
  "422": { $ref: "#/components/responses/Refused" },
};

/** One OpenAPI operation per row of the shim table: what it reads, answers, its roles and paging. */
export async function hydraOperation(
  route: HydraRoute,
  procedures: ProcedureTable,
  defs: Record<string, JsonSchema>,
): Promise<JsonSchema> {
  const probe = await probeHydraRoute(route);
  const policies = [...new Set(probe.procedures.map((path) => policyOf(procedures, path)))].filter(
    (policy): policy is Policy => policy !== undefined,
  );
  const paging = pagingOf(probe.query);
  const operationId = `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+/g, "_")}`;
  const body = route.doc?.body;
  const roles = probe.procedures
    .map((path) => `${POLICY_LABELS[policyOf(procedures, path) ?? "authed"]} (${path})`)
    .join(" ; ");
  const versioned = route.method === "PUT" && writesVersioned(procedures, probe.procedures);
  const description = [
    `Rôles : ${roles}.`,
    paging ? PAGING_SENTENCES[paging] : "",
    versioned ? VERSIONED_PUT_SENTENCE : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const status =
    route.method === "DELETE" ? "204" : String(route.status ?? (route.method === "POST" ? 201 : 200));
  const content = { "application/ld+json": { schema: answerSchema(route) } };
  const bodySchema = body && inputJsonSchema(body, { wireNames: true, prefix: operationId, defs });
  return {
    operationId,
    summary: summaryOf(route),
    description,
    tags: [probe.procedures[0]?.split(".")[0] ?? "hydra"],
    "x-procedures": probe.procedures,
    "x-roles": policies,
    ...(paging ? { "x-paging": paging } : {}),
    ...(versioned ? { "x-versioned": true } : {}),
    ...(policies.every((policy) => policy === "public") ? { security: [] } : {}),
    parameters: [
      ...pathParameters(route.path),
      ...probe.query.map(queryParameter),
      ...(versioned ? [ifMatchParameter] : []),
    ],
    ...(bodySchema
      ? {
          requestBody: {
            required: true,
            content: {
              "application/ld+json": { schema: bodySchema },
              "application/json": { schema: bodySchema },
            },
          },
        }
      : {}),
    responses: {
      [status]: status === "204" ? { description: "Fait." } : { description: "Réponse JSON-LD.", content },
      ...errorResponses,
      ...(versioned ? { "409": { $ref: "#/components/responses/Conflict" } } : {}),
    },
  };
}
