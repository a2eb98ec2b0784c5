import { z } from "zod";
import { safeString, textSchema } from "../../../schemas";
import { addressTypes, MAX_LIMIT, MAX_QUERY_LENGTH } from "../../../services/shared/address-lookup";
import { defineContract } from "../../resource/contract";

/** An address as chosen in the suggestions or typed by hand; the service checks city and postal code. */
export const addressInput = z.object({
  address: safeString(255),
  complement: textSchema(255),
  postalCode: safeString(10),
  city: safeString(120),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});

/** The French address suggestions: every signed-in user's forms ask them. */
export const addressContract = defineContract({
  name: "address",
  operations: {
    search: {
      type: "query",
      policy: "authed",
      input: z.object({
        q: safeString(MAX_QUERY_LENGTH),
        limit: z.number().int().min(1).max(MAX_LIMIT).default(5),
        type: z.enum(addressTypes).optional(),
      }),
    },
  },
  messages: ["ADDRESS_SERVICE_UNAVAILABLE"],
});
