import { isValidPostalCode } from "@tronc/domain";

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

export const ADDRESS_MESSAGES = {
  unavailable: "Le service d'adresses ne répond pas : saisissez l'adresse à la main.",
  noMatch: "Aucune adresse trouvée.",
  choose: "Choisissez une adresse dans la liste, ou saisissez-la à la main.",
  postalCode: "Le code postal doit compter 5 chiffres (ex. 69002).",
  city: "La ville est obligatoire.",
} as const;

/** One line: '12 Rue de la République, 69002 Lyon'. */
export function formatAddress(value: Pick<AddressValue, "address" | "postalCode" | "city"> | null): string {
  if (!value) return "";
  const town = [value.postalCode, value.city].filter(Boolean).join(" ");
  return [value.address, town].filter(Boolean).join(", ");
}

/** A typed address is usable once it has a city and a valid French postal code. */
export function typedAddressValue(typed: TypedAddress): AddressValue | null {
  const postalCode = typed.postalCode.replace(/\s/g, "");
  if (!typed.city.trim() || !isValidPostalCode(postalCode)) return null;
  return {
    address: typed.street.trim(),
    complement: null,
    postalCode,
    city: typed.city.trim(),
    latitude: null,
    longitude: null,
  };
}

export function typedAddressErrors(typed: TypedAddress): { postalCode?: string; city?: string } {
  const postalCode = typed.postalCode.replace(/\s/g, "");
  return {
    postalCode: postalCode && !isValidPostalCode(postalCode) ? ADDRESS_MESSAGES.postalCode : undefined,
    city: typed.postalCode && !typed.city.trim() ? ADDRESS_MESSAGES.city : undefined,
  };
}
