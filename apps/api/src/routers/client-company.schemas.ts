import { PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { addressInput } from "../modules/sales/addresses/contract";
import { idListSchema, idSchema, pageInput, safeString, searchText } from "../schemas";
import { clientCompanyFields } from "./lead.schemas";

export const clientCompanyIdInput = z.object({ id: idSchema("L'entreprise") });

export const clientCompanySearchInput = z.object({
  /** Name, SIRET, city or postal code; accent- and case-insensitive. */
  q: searchText,
  ...pageInput(PAGE_SIZES.clientCompanies, 500),
});

/** From 4 digits; fewer answer an empty list. */
export const siretLookupInput = z.object({ siret: safeString(30) });

export const clientCompanySaveFields = clientCompanyFields.extend({
  address: addressInput.nullish(),
  /** The ticked group companies ('Client de'): a new one gets a link with isProspect true. */
  triangleCompanyIds: idListSchema("L'entreprise du groupe", 50).optional(),
});

export const clientCompanyCreateInput = clientCompanySaveFields;
export const clientCompanyUpdateInput = clientCompanySaveFields.extend({ id: idSchema("L'entreprise") });
