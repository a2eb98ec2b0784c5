import { z } from "zod";
import { addressInput } from "./address.schemas";
import { clientCompanyFields, positiveId } from "./lead.schemas";

export const clientCompanyIdInput = z.object({ id: positiveId("L'entreprise") });

export const clientCompanySearchInput = z.object({
  /** Name, SIRET, city or postal code; accent- and case-insensitive. */
  q: z.string().max(200).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(120),
});

/** From 4 digits; fewer answer an empty list. */
export const siretLookupInput = z.object({ siret: z.string().max(30) });

export const clientCompanySaveFields = clientCompanyFields.extend({
  address: addressInput.nullish(),
  /** The ticked group companies ('Client de'): a new one gets a link with isProspect true. */
  triangleCompanyIds: z.array(positiveId("L'entreprise du groupe")).max(50).optional(),
});

export const clientCompanyCreateInput = clientCompanySaveFields;
export const clientCompanyUpdateInput = clientCompanySaveFields.extend({ id: positiveId("L'entreprise") });
