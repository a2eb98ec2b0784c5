import type { FieldDifference } from "./conflict-dialog";

/**
 * The fields whose text differs between what was typed and the record now (each already written as
 * the form shows it: labels of states, plain text of rich text), under the form's labels, in their order.
 */
export function fieldDifferences<Field extends string>(
  labels: Record<Field, string>,
  yours: Record<Field, string>,
  theirs: Record<Field, string>,
): FieldDifference[] {
  return (Object.keys(labels) as Field[])
    .filter((field) => yours[field].trim() !== theirs[field].trim())
    .map((field) => ({ label: labels[field], yours: yours[field], theirs: theirs[field] }));
}
