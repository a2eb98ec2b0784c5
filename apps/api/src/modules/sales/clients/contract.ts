import { MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import {
  ID_MAX,
  idListSchema,
  idSchema,
  nameSchema,
  pageInput,
  safeString,
  searchText,
  textSchema,
  VERSION_MESSAGE_CODES,
  versionSchema,
  websiteSchema,
} from "../../../schemas";
import { defineContract } from "../../resource/contract";
import { addressInput } from "../addresses/contract";

/** A client company's identity, as its modal and a lead's conversion to a company send it. */
export const clientCompanyFields = z.object({
  name: nameSchema(255),
  siret: textSchema(30),
  activitySector: textSchema(150),
  /** The domain reads it ('12' or 12) and refuses what is not a headcount; the bound keeps it an int4. */
  companySize: z
    .union([z.number(), safeString(20)])
    .refine((value) => !(Math.abs(Number(value)) > ID_MAX), { error: MESSAGES.COMPANY_SIZE_TOO_LARGE })
    .nullish(),
  isFactor: z.boolean().nullish(),
  website: websiteSchema,
  internalComment: textSchema(20_000),
  invoiceHeadName: nameSchema(255),
  invoiceAddress: textSchema(1000),
});

const id = idSchema("L'entreprise");

const saveFields = clientCompanyFields.extend({
  address: addressInput.nullish(),
  /** The ticked group companies ('Client de'): a new one gets a link with isProspect true. */
  triangleCompanyIds: idListSchema("L'entreprise du groupe", 50).optional(),
});

/** Client companies ('Clients'): list of cards, client sheet, identity modal, SIRET lookup. */
export const clientCompanyContract = defineContract({
  name: "clientCompany",
  operations: {
    search: {
      type: "query",
      policy: "authed",
      input: z.object({
        /** Name, SIRET, city or postal code; accent- and case-insensitive. */
        q: searchText,
        ...pageInput(PAGE_SIZES.clientCompanies, 500),
      }),
    },
    /** From 4 digits; fewer answer an empty list. */
    lookupBySiret: { type: "query", policy: "authed", input: z.object({ siret: safeString(30) }) },
    /** 'Fiche client': identity, address, contacts, 'Client de', projects, leads. */
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: { type: "mutation", policy: "authed", input: saveFields },
    update: { type: "mutation", policy: "authed", input: saveFields.extend({ id, version: versionSchema }) },
  },
  messages: [
    ...VERSION_MESSAGE_CODES,
    "COMPANY_NOT_FOUND",
    "COMPANY_SIRET_TAKEN",
    "COMPANY_NAME_TOO_SHORT",
    "COMPANY_SIRET_REQUIRED",
    "COMPANY_SECTOR_REQUIRED",
    "COMPANY_SIZE_INVALID",
    "COMPANY_SIZE_TOO_LARGE",
    "COMPANY_INVOICE_ADDRESS_TOO_LONG",
    "COMPANY_ADDRESS_REQUIRED",
    "COMPANY_ADDRESS_COORDINATES_REQUIRED",
    "TRIANGLE_COMPANY_NOT_FOUND",
  ],
});
