import { normalizeSearchText } from "../sales/search-text";

/**
 * What the credit list's text search looks in (lower case, without accents): reference, title,
 * billing name, client, issuer and the reference of the invoice it corrects.
 */
export function creditSearchText(parts: {
  reference: string | null;
  title: string;
  invoiceHeadName: string;
  clientName: string;
  issuerName: string;
  invoiceReference: string | null;
}): string {
  return normalizeSearchText(
    [
      parts.reference ?? "",
      parts.title,
      parts.invoiceHeadName,
      parts.clientName,
      parts.issuerName,
      parts.invoiceReference ?? "",
    ].join(" "),
  );
}
