import { apiErrorMessage, domainErrorOf, fieldErrorsOf } from "../lib/api-error";

/** Where a server refusal shows: each message under the form field it concerns, the rest above. */
export interface PlacedRefusal<Field extends string> {
  fields: Partial<Record<Field, string>>;
  /** What concerns no field of the form (or a field it does not show), null when all were placed. */
  general: string | null;
}

/**
 * Places a server refusal on a form: a DomainError naming a field, and every field of a zod refusal
 * (the error formatter sends them all, flattened by path), under the form field `fieldOf` maps its
 * wire name to ('project' → 'projectId'); whatever has no field goes to `general`.
 */
export function placeRefusal<Field extends string>(
  error: unknown,
  fieldOf: (wireField: string) => Field | undefined,
): PlacedRefusal<Field> {
  const fields: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  const place = (wire: string | undefined, message: string) => {
    const field = wire === undefined ? undefined : (fieldOf(wire) ?? fieldOf(wire.split(".")[0] ?? ""));
    if (field === undefined) unplaced.push(message);
    else fields[field] ??= message;
  };
  const refusal = domainErrorOf(error);
  const zodFields = Object.entries(fieldErrorsOf(error));
  if (refusal) place(refusal.field, refusal.message);
  else if (zodFields.length > 0) for (const [wire, messages] of zodFields) place(wire, messages[0] ?? "");
  else unplaced.push(apiErrorMessage(error));
  return { fields, general: unplaced.length > 0 ? unplaced.join(" ") : null };
}

/** A `fieldOf` for forms whose fields are named as on the wire, among `known`. */
export const sameNameIn =
  <Field extends string>(known: readonly Field[]) =>
  (wire: string): Field | undefined =>
    (known as readonly string[]).includes(wire) ? (wire as Field) : undefined;
