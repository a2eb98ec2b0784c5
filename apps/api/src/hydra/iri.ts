import { TRPCError } from "@trpc/server";

/** Accepts an IRI ('/api/users/12'), an object with '@id' or 'id', a numeric string or a number. */
export function refId(value: unknown, field = "référence"): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number" && Number.isInteger(value) && value > 0) return value;
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    return refId(record["@id"] ?? record.id, field);
  }
  if (typeof value === "string") {
    const match = /(?:^|\/)(\d+)$/.exec(value.trim());
    if (match?.[1]) return Number(match[1]);
  }
  throw new TRPCError({ code: "BAD_REQUEST", message: `${field} : référence invalide.` });
}

export function refIds(value: unknown, field = "références"): number[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: `${field} : une liste est attendue.` });
  }
  return value.map((item) => refId(item, field)).filter((id): id is number => id !== null);
}

export const iri = (collectionPath: string, id: number) => `${collectionPath}/${id}`;
