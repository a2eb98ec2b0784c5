import { formatMessage } from "@tronc/domain";

/** A French address as the France address component shows and saves it. */
export interface AddressSuggestion {
  label: string;
  /** Number and street; empty when the place is a whole town (BAN type "municipality"). */
  address: string;
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
}

/** The BAN's kinds of place; without one, every kind is searched. */
export const addressTypes = ["housenumber", "street", "locality", "municipality"] as const;
export type AddressType = (typeof addressTypes)[number];

export interface AddressSearchOptions {
  limit?: number;
  type?: AddressType;
}

export interface AddressLookup {
  /** Empty list when nothing matches; throws AddressServiceUnavailable when the service is down. */
  search(query: string, options?: AddressSearchOptions): Promise<AddressSuggestion[]>;
}

export const ADDRESS_SERVICE_UNAVAILABLE = formatMessage("ADDRESS_SERVICE_UNAVAILABLE");

export class AddressServiceUnavailable extends Error {
  constructor(readonly reason: string) {
    super(ADDRESS_SERVICE_UNAVAILABLE);
    this.name = "AddressServiceUnavailable";
  }
}

/** The BAN refuses queries under 3 characters or over 200 (400 Bad Request). */
export const MIN_QUERY_LENGTH = 3;
export const MAX_QUERY_LENGTH = 200;
export const MAX_LIMIT = 20;

interface BanFeature {
  geometry?: { coordinates?: unknown };
  properties?: {
    label?: unknown;
    name?: unknown;
    postcode?: unknown;
    city?: unknown;
    type?: unknown;
  };
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function toSuggestion(feature: BanFeature): AddressSuggestion | null {
  const p = feature.properties;
  const coordinates = feature.geometry?.coordinates;
  if (!p || !Array.isArray(coordinates)) return null;
  const [longitude, latitude] = coordinates;
  const city = text(p.city);
  const postalCode = text(p.postcode);
  if (!city || !/^\d{5}$/.test(postalCode)) return null;
  if (typeof latitude !== "number" || typeof longitude !== "number") return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const address = p.type === "municipality" ? "" : text(p.name);
  return {
    label: text(p.label) || [address, postalCode, city].filter(Boolean).join(" "),
    address,
    postalCode,
    city,
    latitude,
    longitude,
  };
}

/**
 * Adapter for the Base Adresse Nationale API (api-adresse.data.gouv.fr): its places are all in
 * France, which is what group companies and suppliers need. Any failure to get an answer (network,
 * timeout, 5xx, a body that is not the expected GeoJSON) is reported as AddressServiceUnavailable so
 * that the screen falls back to typed entry.
 */
export function banAddressLookup(baseUrl: string, timeoutMs = 3000): AddressLookup {
  return {
    async search(query, options = {}) {
      const q = query.trim().slice(0, MAX_QUERY_LENGTH);
      if (q.length < MIN_QUERY_LENGTH || !/[\p{L}\p{N}]/u.test(q)) return [];
      const limit = Math.min(Math.max(Math.trunc(options.limit ?? 5), 1), MAX_LIMIT);
      const url = new URL("search/", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
      url.searchParams.set("q", q);
      url.searchParams.set("limit", String(limit));
      url.searchParams.set("autocomplete", "1");
      if (options.type) url.searchParams.set("type", options.type);
      let body: unknown;
      try {
        const response = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: "application/json" },
        });
        // A 400 means the BAN did not like this query (too short, only punctuation): nothing matches.
        if (response.status === 400) {
          await response.body?.cancel();
          return [];
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new AddressServiceUnavailable(`HTTP ${response.status}`);
        }
        body = await response.json();
      } catch (error) {
        if (error instanceof AddressServiceUnavailable) throw error;
        throw new AddressServiceUnavailable(error instanceof Error ? error.name : "unknown");
      }
      const features = (body as { features?: unknown } | null)?.features;
      if (!Array.isArray(features)) throw new AddressServiceUnavailable("unexpected body");
      return features
        .map((feature) => toSuggestion(feature as BanFeature))
        .filter((s): s is AddressSuggestion => s !== null)
        .slice(0, limit);
    },
  };
}
