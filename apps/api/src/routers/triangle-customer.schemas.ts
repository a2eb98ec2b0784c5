import { z } from "zod";
import { idSchema } from "../schemas";

export const triangleCustomerIdInput = z.object({ id: idSchema("Le lien client") });

export const triangleCustomerCreateInput = z.object({
  triangleCompanyId: idSchema("L'entreprise du groupe"),
  companyId: idSchema("L'entreprise"),
  /** Default true. */
  isProspect: z.boolean().optional(),
});

export const triangleCustomerUpdateInput = triangleCustomerCreateInput
  .partial()
  .extend({ id: idSchema("Le lien client") });
