import { centsToEuroNumber, type VatDetail } from "@tronc/domain";

/** One VAT rate of a document's breakdown, in euros on the wire (invoices and credit notes alike). */
export const vatDetailWire = (detail: VatDetail) => ({
  rate: detail.rate,
  base: centsToEuroNumber(detail.base),
  tva: centsToEuroNumber(detail.tva),
});
