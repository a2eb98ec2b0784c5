import { normalizeSearchText } from "../sales/search-text";

function joined(parts: readonly (string | null | undefined)[]): string {
  return normalizeSearchText(parts.filter((part): part is string => Boolean(part)).join(" "));
}

export interface SupplierSearchParts {
  name: string;
  siret?: string | null;
  contactName?: string | null;
  email?: string | null;
  city?: string | null;
  postalCode?: string | null;
}

/** The stored search text of a supplier: name, SIRET, contact, e-mail and city. */
export function supplierSearchText(parts: SupplierSearchParts): string {
  return joined([parts.name, parts.siret, parts.contactName, parts.email, parts.city, parts.postalCode]);
}

/** The stored search text of a product type: its name and description. */
export function productTypeSearchText(parts: { name: string; description?: string | null }): string {
  return joined([parts.name, parts.description]);
}

/** The stored search text of a group product: reference and name. */
export function triangleProductSearchText(parts: { reference: string; name: string }): string {
  return joined([parts.reference, parts.name]);
}
