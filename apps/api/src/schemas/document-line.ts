import { z } from "zod";
import { typedNumber } from "./number";
import { safeString } from "./text";

/**
 * What a person edits on a line of an invoice or a credit note: types and generous lengths only, the
 * domain checks required fields, ranges and enumerations in French. `hiddenNotBoolean` is the document's
 * own sentence for a `hidden` that is not true or false.
 */
export const documentLineFields = (hiddenNotBoolean: string) => ({
  name: safeString(1_000).nullish(),
  description: safeString(50_000).nullish(),
  quantity: typedNumber,
  unitPrice: typedNumber,
  unity: safeString(40).nullish(),
  tva: typedNumber,
  discount: typedNumber,
  indexOrder: typedNumber,
  /** A pack line: counted in the totals, printed without its own prices. */
  hidden: z.boolean({ error: hiddenNotBoolean }).optional(),
});
