import { z } from "zod";
import { safeString, textSchema } from "../schemas";
import { addressTypes, MAX_LIMIT, MAX_QUERY_LENGTH } from "../services/shared/address-lookup";

export const addressSearchInput = z.object({
  q: safeString(MAX_QUERY_LENGTH),
  limit: z.number().int().min(1).max(MAX_LIMIT).default(5),
  type: z.enum(addressTypes).optional(),
});

/** An address as chosen in the suggestions or typed by hand; the service checks city and postal code. */
export const addressInput = z.object({
  address: safeString(255),
  complement: textSchema(255),
  postalCode: safeString(10),
  city: safeString(120),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
