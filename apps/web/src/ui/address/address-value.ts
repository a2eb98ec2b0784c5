import { type AddressArea, formatMessage, normalizePostalCode } from "@tronc/domain";

/** An address as the form sends it to the server (the `addresses` row without its id). */
export interface AddressValue {
  address: string;
  complement: string | null;
  postalCode: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

export interface TypedAddress {
  street: string;
  postalCode: string;
  city: string;
}

export type { AddressArea };

export const ADDRESS_MESSAGES = {
  unavailable: formatMessage("ADDRESS_SERVICE_UNAVAILABLE"),
  noMatch: "Aucune adresse trouvée.",
  choose: formatMessage("ADDRESS_REQUIRED"),
  postalCode: "Le code postal doit compter 5 chiffres (ex. 69002).",
  postalCodeAnywhere:
    "Le code postal doit compter de 1 à 10 lettres, chiffres, espaces ou tirets (ex. 1000).",
  postalCodeAnywhereHint: "France ou étranger",
  city: "La ville est obligatoire.",
} as const;

/** The postal code as the server will save it, or null when it is not valid in that area. */
export const typedPostalCode = normalizePostalCode;

/** One line: '12 Rue de la République, 69002 Lyon'. */
export function formatAddress(value: Pick<AddressValue, "address" | "postalCode" | "city"> | null): string {
  if (!value) return "";
  const town = [value.postalCode, value.city].filter(Boolean).join(" ");
  return [value.address, town].filter(Boolean).join(", ");
}

/** A typed address is usable once it has a city and a postal code valid in its area. */
export function typedAddressValue(typed: TypedAddress, area: AddressArea = "france"): AddressValue | null {
  const postalCode = typedPostalCode(typed.postalCode, area);
  if (!typed.city.trim() || postalCode === null) return null;
  return {
    address: typed.street.trim(),
    complement: null,
    postalCode,
    city: typed.city.trim(),
    latitude: null,
    longitude: null,
  };
}

export function typedAddressErrors(
  typed: TypedAddress,
  area: AddressArea = "france",
): { postalCode?: string; city?: string } {
  const invalid = typed.postalCode.trim() !== "" && typedPostalCode(typed.postalCode, area) === null;
  const message = area === "france" ? ADDRESS_MESSAGES.postalCode : ADDRESS_MESSAGES.postalCodeAnywhere;
  return {
    postalCode: invalid ? message : undefined,
    city: typed.postalCode && !typed.city.trim() ? ADDRESS_MESSAGES.city : undefined,
  };
}

/**
 * What was typed in the search field, split into the typed entry's fields so that none of it is lost
 * when the address service is down: '12 rue de la République, 69002 Lyon' → street, postal code and
 * city; without a 5-digit postal code the whole text stays the street, to complete by hand.
 */
export function typedAddressFromText(text: string): TypedAddress {
  const trimmed = text.trim();
  const match = /^(.*?)[,\s]+(\d{5})\s+(.+)$/.exec(trimmed);
  if (!match) return { street: trimmed, postalCode: "", city: "" };
  return {
    street: (match[1] ?? "").replace(/,\s*$/, ""),
    postalCode: match[2] ?? "",
    city: (match[3] ?? "").trim(),
  };
}
