import type { DbOrTx } from "@tronc/db";
import {
  centsToEuroString,
  parseLineDiscount,
  parseLineName,
  parseLinePrice,
  parseLineQuantity,
  parseLineUnity,
  parseLineVatRate,
} from "@tronc/domain";
import { assertKnownVatRate, type SoldProduct } from "../../proposals/quotations/line-product";
import type { DocumentLineColumns, DocumentLineFields } from "../../shared/document-line-fields";
import { sanitizeRichText } from "../../shared/rich-text";

/** A new line's starting values, each overridden by the field sent. */
export interface NewLineDefaults {
  name: string;
  description: string;
  quantity: string;
  /** Euros, as typed. */
  unitPrice: string;
  unity: string;
  vatRate: string;
}

export type NewLineColumns = Omit<DocumentLineColumns, "indexOrder"> & { triangleProductId: number | null };

/** A catalogue product copied onto a new line (one unit at its price, no discount), then the fields sent. */
export function productLineColumns(
  tx: DbOrTx,
  input: DocumentLineFields,
  product: SoldProduct,
): Promise<NewLineColumns> {
  const defaults = { ...product, quantity: "1", unitPrice: centsToEuroString(product.priceCents) };
  return newLineColumns(tx, input, defaults, product.id);
}

/** Each field sent read by the domain (French message when wrong), else its default; a VAT rate sent must exist. */
export async function newLineColumns(
  tx: DbOrTx,
  input: DocumentLineFields,
  defaults: NewLineDefaults,
  triangleProductId: number | null,
): Promise<NewLineColumns> {
  const columns = {
    triangleProductId,
    name: parseLineName(input.name === undefined ? defaults.name : input.name),
    description: sanitizeRichText(input.description ?? defaults.description),
    quantity: parseLineQuantity(input.quantity ?? defaults.quantity),
    unitPriceCents: parseLinePrice(input.unitPrice ?? defaults.unitPrice),
    unity: parseLineUnity(input.unity ?? defaults.unity),
    vatRate: parseLineVatRate(input.tva ?? defaults.vatRate),
    discountPercent: input.discount == null ? "0" : parseLineDiscount(input.discount),
    hidden: input.hidden ?? false,
  };
  if (input.tva != null) await assertKnownVatRate(tx, columns.vatRate);
  return columns;
}
