import { PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idListSchema, idSchema, nameString, pageInput, safeString, searchText } from "../schemas";
import { addressInput } from "./address.schemas";

const paging = pageInput(PAGE_SIZES.triangleCompanies, 500);

export const triangleCompanyListInput = z
  .object({
    q: searchText,
    activeOnly: z.boolean().optional(),
    page: paging.page,
    maxResults: paging.pageSize,
  })
  .default({ page: 1, maxResults: PAGE_SIZES.triangleCompanies });

export const triangleCompanyIdInput = z.object({ id: idSchema("L'entreprise du groupe") });

/** Types and generous lengths only: the service checks SIRET, e-mail, VAT number, colour… */
const fields = {
  name: nameString(500),
  code: safeString(20),
  siret: safeString(40),
  phone: safeString(60),
  email: safeString(300),
  isActive: z.boolean(),
  tvaNumber: safeString(40),
  color: safeString(20),
  pdfBanqInfos: safeString(100_000),
  cgv: safeString(400_000),
  footerPdf: safeString(10_000),
  legalForm: safeString(200),
  shareCapital: safeString(200),
  rcs: safeString(200),
  vatOnDebits: z.boolean(),
  latePenaltyTerms: safeString(5_000),
  earlyPaymentTerms: safeString(5_000),
  address: addressInput,
  logoFileIds: idListSchema("Le logo", 50),
};

export const triangleCompanyCreateInput = z.object({
  ...fields,
  code: fields.code.optional(),
  isActive: fields.isActive.optional(),
  tvaNumber: fields.tvaNumber.optional(),
  color: fields.color.optional(),
  pdfBanqInfos: fields.pdfBanqInfos.optional(),
  cgv: fields.cgv.optional(),
  footerPdf: fields.footerPdf.optional(),
  legalForm: fields.legalForm.optional(),
  shareCapital: fields.shareCapital.optional(),
  rcs: fields.rcs.optional(),
  vatOnDebits: fields.vatOnDebits.optional(),
  latePenaltyTerms: fields.latePenaltyTerms.optional(),
  earlyPaymentTerms: fields.earlyPaymentTerms.optional(),
  logoFileIds: fields.logoFileIds.optional(),
});

/** Every field optional: what is not sent is not changed (an address not chosen again is kept). */
export const triangleCompanyUpdateInput = z
  .object({ id: idSchema("L'entreprise du groupe") })
  .extend(z.object(fields).partial().shape);
