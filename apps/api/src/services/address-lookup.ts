/** A French address as the France address component shows and saves it. */
export interface AddressSuggestion {
  label: string;
  address: string;
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
}

export interface AddressLookup {
  /** Empty list when nothing matches; throws AddressServiceUnavailable when the service is down. */
  search(query: string, limit?: number): Promise<AddressSuggestion[]>;
}

export class AddressServiceUnavailable extends Error {
  constructor() {
    super("Le service d'adresses ne répond pas : saisissez l'adresse à la main.");
  }
}

interface BanFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: { label?: string; name?: string; postcode?: string; city?: string };
}

/** Adapter for the Base Adresse Nationale API (api-adresse.data.gouv.fr), whose results are French. */
export function banAddressLookup(baseUrl: string, timeoutMs = 3000): AddressLookup {
  return {
    async search(query, limit = 5) {
      const url = new URL("/search/", baseUrl);
      url.searchParams.set("q", query);
      url.searchParams.set("limit", String(limit));
      let body: { features?: BanFeature[] };
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`BAN ${response.status}`);
        body = (await response.json()) as { features?: BanFeature[] };
      } catch {
        throw new AddressServiceUnavailable();
      }
      return (body.features ?? []).flatMap((feature) => {
        const p = feature.properties;
        const [longitude, latitude] = feature.geometry?.coordinates ?? [];
        if (!p?.city || latitude === undefined || longitude === undefined) return [];
        return [
          {
            label: p.label ?? "",
            address: p.name ?? "",
            postalCode: p.postcode ?? "",
            city: p.city,
            latitude,
            longitude,
          },
        ];
      });
    },
  };
}
