import {
  type Cents,
  computeLine,
  domainError,
  parseLineDiscount,
  parseLineIndexOrder,
  parseLineName,
  parseLinePrice,
  parseLineQuantity,
  parseLineUnity,
  parseLineVatRate,
  type TypedNumber,
  toCents,
  type Unity,
} from "@tronc/domain";
import { sanitizeRichText } from "./rich-text";

/** Numeric columns read back as '0.000': the same value as '0'. */
const sameValue = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === "string" && typeof b === "string" && a !== "" && b !== "" && Number(a) === Number(b));

/** How the refusal names a field sent on a free-text line. */
const FREE_TEXT_SUBJECTS = {
  name: "la désignation",
  quantity: "la quantité",
  unitPrice: "le prix",
  unity: "l'unité",
  tva: "la TVA",
  discount: "la remise",
  hidden: "le masquage",
} as const;

/** The editable fields of an invoice or credit note line; on update an absent field keeps its value. */
export interface DocumentLineFields {
  name?: string | null | undefined;
  description?: string | null | undefined;
  quantity?: TypedNumber;
  /** Euros as typed ('12,50') or sent (12.5). */
  unitPrice?: TypedNumber;
  unity?: string | null | undefined;
  tva?: TypedNumber;
  discount?: TypedNumber;
  indexOrder?: TypedNumber;
  hidden?: boolean | undefined;
}

/** A line's stored columns that the fields above write. */
export interface DocumentLineColumns {
  name: string;
  description: string;
  quantity: string;
  unitPriceCents: Cents;
  unity: Unity;
  vatRate: string;
  discountPercent: string;
  indexOrder: string;
  hidden: boolean;
}

/** Base and total HT of a line, in cents, as the domain computes them. */
export function lineAmounts(columns: {
  quantity: string;
  unitPriceCents: Cents;
  vatRate: string;
  discountPercent: string;
}) {
  const { baseHT, totalHT } = computeLine(columns);
  return { baseHtCents: toCents(baseHT), totalHtCents: toCents(totalHT) };
}

/**
 * The columns of an edited line: each field sent is read by the domain (French message when wrong),
 * each field absent keeps the line's value. `amountsLocked` (an invoice's free-text line) changes only
 * the description and the order: another field sent with a new value is refused.
 */
export function mergeLineFields(
  line: DocumentLineColumns,
  input: DocumentLineFields,
  amountsLocked = false,
): DocumentLineColumns {
  const pick = <T, U>(
    value: T | undefined | null,
    current: U,
    parse: (value: T) => U,
    field: keyof typeof FREE_TEXT_SUBJECTS,
  ): U => {
    if (value === undefined || value === null) return current;
    const read = parse(value);
    // A free-text line has no amounts: a value sent is refused, never silently dropped.
    if (amountsLocked && !sameValue(read, current)) {
      throw domainError(
        "INVOICE_FREE_TEXT_LINE_FIELD",
        "invalid",
        { subject: FREE_TEXT_SUBJECTS[field] },
        { field },
      );
    }
    return read;
  };
  return {
    name: pick(input.name, line.name, parseLineName, "name"),
    description:
      input.description === undefined ? line.description : sanitizeRichText(input.description ?? ""),
    quantity: pick(input.quantity, line.quantity, parseLineQuantity, "quantity"),
    unitPriceCents: pick(input.unitPrice, line.unitPriceCents, parseLinePrice, "unitPrice"),
    unity: pick(input.unity, line.unity, parseLineUnity, "unity"),
    vatRate: pick(input.tva, line.vatRate, parseLineVatRate, "tva"),
    discountPercent: pick(input.discount, line.discountPercent, parseLineDiscount, "discount"),
    indexOrder: input.indexOrder == null ? line.indexOrder : parseLineIndexOrder(input.indexOrder),
    hidden: pick(input.hidden, line.hidden, (hidden: boolean) => hidden, "hidden"),
  };
}
