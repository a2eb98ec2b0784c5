import { z } from "zod";
import { positiveId } from "./lead.schemas";

export const triangleCustomerIdInput = z.object({ id: positiveId("Le lien client") });

export const triangleCustomerCreateInput = z.object({
  triangleCompanyId: positiveId("L'entreprise du groupe"),
  companyId: positiveId("L'entreprise"),
  /** Default true. */
  isProspect: z.boolean().optional(),
});

export const triangleCustomerUpdateInput = triangleCustomerCreateInput
  .partial()
  .extend({ id: positiveId("Le lien client") });
