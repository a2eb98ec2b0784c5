import { addresses, type DbOrTx } from "@tronc/db";
import { type AddressArea, domainError, type MessageCode, normalizePostalCode } from "@tronc/domain";
import { eq } from "drizzle-orm";

export type { AddressArea };

/** An address as the address component sends it (chosen suggestion or typed by hand). */
export interface AddressInput {
  address: string;
  complement?: string | null;
  postalCode: string;
  city: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface AddressView {
  id: number;
  address: string;
  complement: string | null;
  postalCode: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

/** Every address refusal concerns the form's address field as a whole. */
const invalid = (code: MessageCode, params: Record<string, string> = {}) =>
  domainError(code, "invalid", params, { field: "address" });

function postalCodeOf(value: string, area: AddressArea): string {
  const code = normalizePostalCode(value, area);
  if (code !== null) return code;
  const shown = area === "france" ? value.replace(/\s/g, "") : value.trim().replace(/\s+/g, " ");
  throw invalid("POSTAL_CODE_INVALID", { value: shown });
}

function coordinate(value: number | null | undefined, bound: number): string | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value) || Math.abs(value) > bound) {
    throw invalid("ADDRESS_COORDINATES_INVALID");
  }
  return value.toFixed(7);
}

/**
 * Checks an address: a city and a valid postal code are required (a place is valid once its city is
 * known); the street may be empty when a whole town was chosen. In France the postal code must be a
 * French one; anywhere, a French code is still written without spaces and any other is kept as typed.
 */
export function normalizeAddress(input: AddressInput, area: AddressArea) {
  const city = input.city.trim();
  if (!city) throw invalid("ADDRESS_CITY_REQUIRED");
  const postalCode = postalCodeOf(input.postalCode, area);
  return {
    address: input.address.trim(),
    complement: input.complement?.trim() || null,
    postalCode,
    city,
    latitude: coordinate(input.latitude, 90),
    longitude: coordinate(input.longitude, 180),
  };
}

/** Updates the row in place when there is one, otherwise creates it; returns its id. */
export async function saveAddress(
  db: DbOrTx,
  existingId: number | null,
  input: AddressInput,
  area: AddressArea,
): Promise<number> {
  const values = normalizeAddress(input, area);
  if (existingId !== null) {
    const [row] = await db
      .update(addresses)
      .set(values)
      .where(eq(addresses.id, existingId))
      .returning({ id: addresses.id });
    if (row) return row.id;
  }
  const [row] = await db.insert(addresses).values(values).returning({ id: addresses.id });
  if (!row) throw new Error("address insert returned nothing");
  return row.id;
}

export function toAddressView(row: typeof addresses.$inferSelect): AddressView {
  return {
    id: row.id,
    address: row.address,
    complement: row.complement,
    postalCode: row.postalCode,
    city: row.city,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  };
}

export async function findAddress(db: DbOrTx, id: number): Promise<AddressView | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  return row ? toAddressView(row) : null;
}
