import { normalizeSearchText } from "../sales/search-text";

/** What the invoice list's text search looks in: reference, title, client, issuer, quotation references. */
export function invoiceSearchText(parts: {
  reference: string | null;
  title: string;
  invoiceHeadName: string;
  clientName: string;
  issuerName: string;
  quotationReferences: readonly string[];
}): string {
  return normalizeSearchText(
    [
      parts.reference ?? "",
      parts.title,
      parts.invoiceHeadName,
      parts.clientName,
      parts.issuerName,
      ...parts.quotationReferences,
    ].join(" "),
  );
}
