import { formatMessage, MESSAGES } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import { type ZodType, z } from "zod";
import { FORBIDDEN_CHARACTER, hasForbiddenCharacter } from "../schemas/text";
import { parseRef } from "./iri";
import { wireAliases } from "./json-ld";
import type { CollectionPath } from "./paths";

/**
 * The readers of Hydra bodies, one per kind of wire value. The null policy is the same everywhere:
 * an absent key leaves the field unchanged (undefined), null clears it (null, '' for a text that is
 * never null, [] for a list), and null on a field that has no empty value (a flag, a required
 * reference, a state) is a 400.
 */
type Read<T> = (value: unknown) => { ok: true; value: T } | { ok: false; message: string };

/**
 * What a reader accepts, as JSON Schema: the API documentation (/api/docs) shows it for the field.
 * `x-required` marks a field the request cannot do without (an absent key is refused by the reader).
 */
type WireSchema = Record<string, unknown>;

function reader<T>(read: Read<T>, wire: WireSchema) {
  // optional() first so that an absent key reaches the reader as undefined.
  return z
    .unknown()
    .optional()
    .transform((value, ctx): T => {
      const result = read(value);
      if (result.ok) return result.value;
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    })
    .meta(wire);
}

/** The wire value of a reference: the row's IRI in one of the collections, `{ "@id": IRI }` or its id. */
const refSchema = (collections: CollectionPath[], nullable: boolean): WireSchema => ({
  type: ["string", "integer", "object", ...(nullable ? ["null"] : [])],
  description: `IRI (${collections.map((path) => `${path}/{id}`).join(", ")}), { "@id": IRI } ou id`,
});

const ok = <T>(value: T) => ({ ok: true as const, value });
const refused = (message: string) => ({ ok: false as const, message });

/** Text (a number is taken as its digits): bounded, without NUL nor lone surrogate. */
export const text = (max = 20_000) =>
  reader<string | null | undefined>(
    (value) => {
      if (value === undefined || value === null) return ok(value);
      const string = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
      if (typeof string !== "string") return refused(MESSAGES.TEXT_EXPECTED_IN_BODY);
      if (string.length > max) return refused(formatMessage("TEXT_TOO_LONG", { max }));
      return hasForbiddenCharacter(string) ? refused(FORBIDDEN_CHARACTER) : ok(string);
    },
    { type: ["string", "null"], maxLength: max },
  );

/** Text that is never null: null clears it to '' (the procedure then says in French if it may not be empty). */
export const textOrEmpty = (max = 20_000) => text(max).transform((value) => (value === null ? "" : value));

/** true/false, 1/0, '1'/'0', 'true'/'false'; a flag has no empty value, so null is refused. */
export const bool = () =>
  reader<boolean | undefined>(
    (value) => {
      if (value === undefined || typeof value === "boolean") return ok(value);
      if (value === 1 || value === "1" || value === "true") return ok(true);
      if (value === 0 || value === "0" || value === "false") return ok(false);
      return refused(MESSAGES.BOOLEAN_EXPECTED);
    },
    { type: ["boolean", "integer", "string"], enum: [true, false, 1, 0, "1", "0", "true", "false"] },
  );

/** A finite number, or a string that is one ('48.85'); 'NaN', 'Infinity', '1e999' are refused. */
export const number = () =>
  reader<number | null | undefined>(
    (value) => {
      if (value === undefined || value === null) return ok(value);
      const parsed =
        typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
      return typeof parsed === "number" && Number.isFinite(parsed) && Math.abs(parsed) < 1e15
        ? ok(parsed)
        : refused(MESSAGES.NUMBER_EXPECTED);
    },
    { type: ["number", "string", "null"], description: "nombre, ou texte d'un nombre ('48.85')" },
  );

/** A date or date-time as an ISO string; the procedure reads it and says what is wrong in French. */
export const date = () =>
  text(40).meta({
    type: ["string", "null"],
    maxLength: 40,
    description: "date ISO (AAAA-MM-JJ) ou date-heure ISO",
  });

/** A reference to a row of the given collection(s): IRI, `{ "@id" }`, id or numeric string. */
export const ref = (...collections: CollectionPath[]) =>
  reader<number | null | undefined>(
    (value) => {
      if (value === undefined) return ok(undefined);
      const result = parseRef(value, collections);
      return result.ok ? ok(result.id) : refused(result.message);
    },
    refSchema(collections, true),
  );

/** A reference that may be changed but not cleared: null is refused. */
export const setRef = (...collections: CollectionPath[]) =>
  reader<number | undefined>(
    (value) => {
      if (value === undefined) return ok(undefined);
      const result = parseRef(value, collections);
      if (!result.ok) return refused(result.message);
      return result.id === null ? refused(MESSAGES.REFERENCE_REQUIRED) : ok(result.id);
    },
    refSchema(collections, false),
  );

/** A reference the request cannot do without. */
export const requiredRef = (...collections: CollectionPath[]) =>
  reader<number>(
    (value) => {
      const result = value === undefined ? null : parseRef(value, collections);
      if (result && !result.ok) return refused(result.message);
      return result?.id ? ok(result.id) : refused(MESSAGES.REFERENCE_REQUIRED);
    },
    { ...refSchema(collections, false), "x-required": true },
  );

/** How many references a list may hold. */
const MAX_REFERENCES = 500;

/** A list of references; null clears it. */
export const refs = (...collections: CollectionPath[]) =>
  reader<number[] | undefined>(
    (value) => {
      if (value === undefined) return ok(undefined);
      if (value === null) return ok([]);
      if (!Array.isArray(value)) return refused(MESSAGES.LIST_EXPECTED);
      if (value.length > MAX_REFERENCES)
        return refused(formatMessage("REFERENCES_TOO_MANY", { max: MAX_REFERENCES }));
      const ids: number[] = [];
      for (const item of value) {
        const result = parseRef(item, collections);
        if (!result.ok) return refused(result.message);
        if (result.id !== null) ids.push(result.id);
      }
      return ok(ids);
    },
    { type: ["array", "null"], maxItems: MAX_REFERENCES, items: refSchema(collections, false) },
  );

/** Parses a body with its schema; the first problem is a 400 naming the field as the client spells it. */
export function parseBody<T>(schema: ZodType<T>, body: unknown, prefix?: string): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [prefix, ...(issue?.path ?? []).map((key) => wireAliases[String(key)] ?? String(key))]
    .filter(Boolean)
    .join(".");
  const message = issue?.message ?? "Données invalides.";
  throw new TRPCError({ code: "BAD_REQUEST", message: path ? `${path} : ${message}` : message });
}

/** The body of a row: an object of readers; keys the client sends beyond them are ignored. */
export const hydraBody = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape);
