import { type ZodType, z } from "zod";
import { wireAliases } from "../hydra/json-ld";

export type JsonSchema = Record<string, unknown>;

/**
 * What a client sends, as JSON Schema 2020-12 (OpenAPI 3.1's own dialect), from the zod schema that
 * reads it. `wireNames`: a Hydra body, whose keys the client spells as the spec does (the alias table).
 * Named or recursive parts land in `defs` under `prefix`, referenced from components/schemas.
 */
export function inputJsonSchema(
  schema: ZodType,
  options: { wireNames: boolean; prefix: string; defs: Record<string, JsonSchema> },
): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...root
  } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
    cycles: "ref",
    reused: "inline",
  }) as JsonSchema;
  const refOf = (name: string) => `#/components/schemas/${options.prefix}.${name}`;
  const tidy = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(tidy);
    if (value === null || typeof value !== "object") return value;
    const node = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, tidy(inner)]));
    if (typeof node.$ref === "string")
      node.$ref = node.$ref.replace(/^#\/\$defs\/(.+)$/, (_m, name) => refOf(name));
    const properties = node.properties as Record<string, JsonSchema> | undefined;
    if (properties && typeof properties === "object") liftRequired(node, properties, options.wireNames);
    return node;
  };
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
    options.defs[`${options.prefix}.${name}`] = tidy(def) as JsonSchema;
  }
  return tidy(root) as JsonSchema;
}

/** Spec spellings for the keys, and the readers' `x-required` (an absent key refused) into `required`. */
function liftRequired(node: JsonSchema, properties: Record<string, JsonSchema>, wireNames: boolean) {
  const rename = (key: string) => (wireNames ? (wireAliases[key] ?? key) : key);
  const required = new Set(((node.required as string[] | undefined) ?? []).map(rename));
  const renamed: Record<string, JsonSchema> = {};
  for (const [key, property] of Object.entries(properties)) {
    const { "x-required": mandatory, ...rest } = property;
    renamed[rename(key)] = rest;
    if (mandatory === true) required.add(rename(key));
  }
  node.properties = renamed;
  if (required.size > 0) node.required = [...required];
  else delete node.required;
}
