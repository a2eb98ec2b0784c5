import { TRPCError } from "@trpc/server";
import { decimalId, isRowId } from "../schemas/id";
import { type CollectionPath, PATH_LABELS } from "./paths";

export type RefResult = { ok: true; id: number | null } | { ok: false; message: string };

function wrongReference(collections: readonly CollectionPath[]): string {
  const expected = collections
    .map((path) => `${PATH_LABELS[path] ?? "un élément"} (${path}/{id})`)
    .join(" ou ");
  return `la référence doit désigner ${expected}.`;
}

/**
 * Reads a reference: the IRI of one of the expected collections, `{ "@id": … }` (or `{ id }`), a bare id
 * or a numeric string. null and "" clear it; anything else, an IRI of another type included, is refused.
 */
export function parseRef(value: unknown, collections: readonly CollectionPath[]): RefResult {
  if (value === null || value === "") return { ok: true, id: null };
  const refused = { ok: false as const, message: wrongReference(collections) };
  if (typeof value === "number") return isRowId(value) ? { ok: true, id: value } : refused;
  if (typeof value === "object" && !Array.isArray(value) && value !== null) {
    const record = value as Record<string, unknown>;
    const inner = record["@id"] ?? record.id;
    return inner === undefined || (typeof inner === "object" && inner !== null)
      ? refused
      : parseRef(inner, collections);
  }
  if (typeof value !== "string") return refused;
  const bare = decimalId(value);
  if (bare !== null) return { ok: true, id: bare };
  for (const path of collections) {
    if (value.startsWith(`${path}/`)) {
      const id = decimalId(value.slice(path.length + 1));
      if (id !== null) return { ok: true, id };
    }
  }
  return refused;
}

const badRequest = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

export interface RefOptions {
  field: string;
  collection: CollectionPath | readonly CollectionPath[];
}

const collectionsOf = (collection: RefOptions["collection"]): readonly CollectionPath[] =>
  typeof collection === "string" ? [collection] : collection;

/** A reference or null (absent, null or empty); a wrong one is a 400 naming the field. */
export function refId(value: unknown, options: RefOptions): number | null {
  if (value === undefined) return null;
  const result = parseRef(value, collectionsOf(options.collection));
  if (!result.ok) throw badRequest(`${options.field} : ${result.message}`);
  return result.id;
}

export function refIds(value: unknown, options: RefOptions): number[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest(`${options.field} : une liste est attendue.`);
  return value.map((item) => refId(item, options)).filter((id): id is number => id !== null);
}

export const iri = (collectionPath: string, id: number) => `${collectionPath}/${id}`;
