import type { ZodType } from "zod";
import { TRPC_PREFIX } from "../http/error-handler";
import { inputJsonSchema, type JsonSchema } from "./json-schema";
import { POLICY_LABELS, type ProcedureDef } from "./policies";
import { isVersionedProcedure, VERSIONED_TRPC_SENTENCE } from "./versions";

const trpcErrors = {
  "400": { $ref: "#/components/responses/TrpcError" },
  "401": { $ref: "#/components/responses/TrpcError" },
  "403": { $ref: "#/components/responses/TrpcError" },
  "404": { $ref: "#/components/responses/TrpcError" },
};

/**
 * One tRPC procedure as an HTTP operation: a query is `GET /trpc/<path>?input=<JSON>`, a mutation
 * `POST /trpc/<path>` with the JSON input as body (no transformer: plain JSON both ways).
 */
export function trpcOperation(path: string, procedure: ProcedureDef, defs: Record<string, JsonSchema>) {
  const { type, inputs = [], meta } = procedure._def;
  const policy = meta?.policy ?? "authed";
  const operationId = `trpc.${path}`;
  const schemas = (inputs as ZodType[]).map((input, index) =>
    inputJsonSchema(input, { wireNames: false, prefix: `${operationId}.${index}`, defs }),
  );
  const input = schemas.length === 0 ? undefined : schemas.length === 1 ? schemas[0] : { allOf: schemas };
  const versioned = isVersionedProcedure(procedure);
  const common = {
    operationId,
    summary: path,
    description: [`Rôles : ${POLICY_LABELS[policy]}.`, versioned ? VERSIONED_TRPC_SENTENCE : ""]
      .filter(Boolean)
      .join("\n\n"),
    tags: [`tRPC ${path.split(".")[0]}`],
    "x-roles": [policy],
    ...(versioned ? { "x-versioned": true } : {}),
    ...(policy === "public" ? { security: [] } : {}),
    responses: {
      "200": {
        description: "La réponse de la procédure, sous `result.data`.",
        content: { "application/json": { schema: { $ref: "#/components/schemas/TrpcResult" } } },
      },
      ...trpcErrors,
      ...(versioned ? { "409": { $ref: "#/components/responses/TrpcError" } } : {}),
    },
  };
  const operationPath = `${TRPC_PREFIX}/${path}`;
  if (type === "query") {
    return {
      path: operationPath,
      method: "get" as const,
      operation: {
        ...common,
        parameters: input
          ? [
              {
                name: "input",
                in: "query",
                required: false,
                content: { "application/json": { schema: input } },
              },
            ]
          : [],
      },
    };
  }
  return {
    path: operationPath,
    method: "post" as const,
    operation: {
      ...common,
      ...(input
        ? { requestBody: { required: true, content: { "application/json": { schema: input } } } }
        : {}),
    },
  };
}
