import { MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { bool, number, refs, text, textOrEmpty } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { idListSchema, idSchema, nameString, pageInput, safeString, searchText } from "../../../schemas";
import { defineContract } from "../../resource/contract";
import { addressInput } from "../../sales/addresses/contract";

const id = idSchema("L'entreprise du groupe");
const paging = pageInput(PAGE_SIZES.triangleCompanies, 500);

const list = z.object({
  q: searchText,
  activeOnly: z.boolean().optional(),
  page: paging.page,
  maxResults: paging.pageSize,
});

/**
 * The add modal's fields (no Hydra row creates a group company): types and generous lengths only, the
 * service checks SIRET, e-mail, VAT number, colour…
 */
const newCompany = z.object({
  name: nameString(500),
  code: safeString(20).optional(),
  siret: safeString(40),
  phone: safeString(60),
  email: safeString(300),
  isActive: z.boolean().optional(),
  tvaNumber: safeString(40).optional(),
  color: safeString(20).optional(),
  pdfBanqInfos: safeString(100_000).optional(),
  cgv: safeString(400_000).optional(),
  footerPdf: safeString(10_000).optional(),
  legalForm: safeString(200).optional(),
  shareCapital: safeString(200).optional(),
  rcs: safeString(200).optional(),
  vatOnDebits: z.boolean().optional(),
  latePenaltyTerms: safeString(5_000).optional(),
  earlyPaymentTerms: safeString(5_000).optional(),
  address: addressInput,
  logoFileIds: idListSchema("Le logo", 50).optional(),
});

/**
 * The address comes embedded (address, postalCode, city…); an IRI alone cannot be checked as French.
 * Null, like an absent address, keeps the company's address.
 */
const address = z
  .object(
    {
      address: textOrEmpty(255),
      complement: text(255),
      postalCode: textOrEmpty(10),
      city: textOrEmpty(120),
      latitude: number(),
      longitude: number(),
    },
    { error: MESSAGES.TRIANGLE_COMPANY_ADDRESS_NOT_OBJECT },
  )
  .transform(
    (value): z.input<typeof addressInput> => ({
      address: value.address ?? "",
      complement: value.complement ?? null,
      postalCode: value.postalCode ?? "",
      city: value.city ?? "",
      latitude: value.latitude ?? null,
      longitude: value.longitude ?? null,
    }),
  )
  // Then the screens' address schema: a latitude and a longitude on Earth.
  .pipe(addressInput)
  .nullish();

const footer = textOrEmpty(10_000);

/**
 * A PUT body of the old client and the edit screen's changes: fields not sent are not changed. Read as
 * Hydra reads them (null clears a text to '', flags as true/false/1/0, logos as IRIs or ids); a name
 * stays on one line and there are 50 logos at most, as the screens' schema always said.
 */
const changes = {
  name: textOrEmpty(500).pipe(nameString(500).optional()),
  code: textOrEmpty(20),
  siret: textOrEmpty(40),
  phone: textOrEmpty(60),
  email: textOrEmpty(300),
  isActive: bool(),
  tvaNumber: textOrEmpty(40),
  color: textOrEmpty(20),
  pdfBanqInfos: textOrEmpty(100_000),
  cgv: textOrEmpty(400_000),
  /** footerPDF on the wire. */
  footerPdf: footer,
  /** The old client also spelt it footerPdf: taken when footerPDF is not sent. */
  footerPdfOtherSpelling: footer,
  legalForm: textOrEmpty(200),
  shareCapital: textOrEmpty(200),
  rcs: textOrEmpty(200),
  vatOnDebits: bool(),
  latePenaltyTerms: textOrEmpty(5_000),
  earlyPaymentTerms: textOrEmpty(5_000),
  address,
  /** logos on the wire. */
  logoFileIds: refs(PATHS.files).pipe(idListSchema("Le logo", 50).optional()),
};

/** The wire's names of the fields the spec spells otherwise. */
export const triangleCompanyWireNames = {
  footerPdf: "footerPDF",
  footerPdfOtherSpelling: "footerPdf",
  logoFileIds: "logos",
};

/** Group companies: any signed-in user reads the list (forms offer them); super admins read and write the rest. */
export const triangleCompanyContract = defineContract({
  name: "triangleCompany",
  operations: {
    list: { type: "query", policy: "authed", input: list },
    get: { type: "query", policy: "superAdmin", input: z.object({ id }) },
    create: { type: "mutation", policy: "superAdmin", input: newCompany },
    update: { type: "mutation", policy: "superAdmin", input: z.object({ id, ...changes }) },
  },
  messages: [
    "TRIANGLE_COMPANY_NOT_FOUND",
    "TRIANGLE_COMPANY_FIELDS_REQUIRED",
    "TRIANGLE_COMPANY_NAME_REQUIRED",
    "TRIANGLE_COMPANY_NAME_TOO_LONG",
    "TRIANGLE_COMPANY_SIRET_REQUIRED",
    "TRIANGLE_COMPANY_PHONE_REQUIRED",
    "TRIANGLE_COMPANY_EMAIL_REQUIRED",
    "TRIANGLE_COMPANY_FIELD_TOO_LONG",
    "TRIANGLE_COMPANY_SIRET_TAKEN",
    "TRIANGLE_COMPANY_CODE_TAKEN",
    "VAT_NUMBER_SIREN_MISMATCH",
    "ADDRESS_REQUIRED",
    "TOO_MANY_LOGOS",
    "LOGO_NOT_FOUND",
    "LOGO_NOT_IMAGE",
  ],
});
