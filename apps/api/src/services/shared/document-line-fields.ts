import {
  type Cents,
  computeLine,
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
  unitPriceCents: number;
  vatRate: string;
  discountPercent: string;
}) {
  const { baseHT, totalHT } = computeLine(columns);
  return { baseHtCents: toCents(baseHT), totalHtCents: toCents(totalHT) };
}

/**
 * The columns of an edited line: each field sent is read by the domain (French message when wrong),
 * each field absent keeps the line's value. `amountsLocked` keeps everything but the description and
 * the order (an invoice's free-text line).
 */
export function mergeLineFields(
  line: DocumentLineColumns,
  input: DocumentLineFields,
  amountsLocked = false,
): DocumentLineColumns {
  const pick = <T, U>(value: T | undefined | null, current: U, parse: (value: T) => U): U =>
    amountsLocked || value === undefined || value === null ? current : parse(value);
  return {
    name: pick(input.name, line.name, parseLineName),
    description:
      input.description === undefined ? line.description : sanitizeRichText(input.description ?? ""),
    quantity: pick(input.quantity, line.quantity, parseLineQuantity),
    unitPriceCents: pick(input.unitPrice, line.unitPriceCents, parseLinePrice),
    unity: pick(input.unity, line.unity, parseLineUnity),
    vatRate: pick(input.tva, line.vatRate, parseLineVatRate),
    discountPercent: pick(input.discount, line.discountPercent, parseLineDiscount),
    indexOrder: input.indexOrder == null ? line.indexOrder : parseLineIndexOrder(input.indexOrder),
    hidden: amountsLocked ? line.hidden : (input.hidden ?? line.hidden),
  };
}
