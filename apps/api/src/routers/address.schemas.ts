import { z } from "zod";
import { addressTypes, MAX_LIMIT, MAX_QUERY_LENGTH } from "../services/address-lookup";

export const addressSearchInput = z.object({
  q: z.string().max(MAX_QUERY_LENGTH),
  limit: z.number().int().min(1).max(MAX_LIMIT).default(5),
  type: z.enum(addressTypes).optional(),
});

/** An address as chosen in the suggestions or typed by hand; the service checks city and postal code. */
export const addressInput = z.object({
  address: z.string().max(255),
  complement: z.string().max(255).nullish(),
  postalCode: z.string().max(10),
  city: z.string().max(120),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
