import { formatCentsAsDecimal } from "@tronc/domain";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { type DocumentLineView, frenchDecimal } from "../../proposals/document-lines/document-format";
import type { DocumentLineFieldValues } from "../../proposals/document-lines/document-line-fields";

/** The 'Ajouter une ligne' choice that adds a free-text line rather than a catalogue product. */
export const FREE_TEXT_OPTION = "free";

/** What an invoice's or credit note's line dialog holds: numbers as typed, the server reads and checks them. */
export interface BillingLineDraft extends DocumentLineFieldValues {
  indexOrder: string;
}

export const draftOfBillingLine = (line: DocumentLineView): BillingLineDraft => ({
  name: line.name,
  description: line.description,
  quantity: frenchDecimal(line.quantity),
  unitPrice: formatCentsAsDecimal(line.unitPriceCents),
  unity: line.unity,
  tva: frenchDecimal(line.vatRate),
  discount: frenchDecimal(line.discountPercent),
  indexOrder: frenchDecimal(line.indexOrder),
  hidden: line.hidden,
});

/** The server's refusal shown under the field it names (the toast says it too). */
export function domainFieldError(error: unknown): Record<string, string> {
  const field = domainErrorOf(error)?.field;
  return field ? { [field]: apiErrorMessage(error) } : {};
}
