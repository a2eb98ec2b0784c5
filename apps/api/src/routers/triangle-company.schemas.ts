import { z } from "zod";
import { addressInput } from "./address.schemas";

const id = z.number().int().positive();

export const triangleCompanyListInput = z
  .object({
    q: z.string().max(200).optional(),
    activeOnly: z.boolean().optional(),
    page: z.number().int().min(1).default(1),
    maxResults: z.number().int().min(1).max(500).default(120),
  })
  .default({ page: 1, maxResults: 120 });

export const triangleCompanyIdInput = z.object({ id });

/** Types and generous lengths only: the service checks SIRET, e-mail, VAT number, colour… */
const fields = {
  name: z.string().max(500),
  code: z.string().max(20),
  siret: z.string().max(40),
  phone: z.string().max(60),
  email: z.string().max(300),
  isActive: z.boolean(),
  tvaNumber: z.string().max(40),
  color: z.string().max(20),
  pdfBanqInfos: z.string().max(100_000),
  cgv: z.string().max(400_000),
  footerPdf: z.string().max(10_000),
  address: addressInput,
  logoFileIds: z.array(id).max(50),
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
  logoFileIds: fields.logoFileIds.optional(),
});

/** Every field optional: what is not sent is not changed (an address not chosen again is kept). */
export const triangleCompanyUpdateInput = z.object({ id }).extend(z.object(fields).partial().shape);
