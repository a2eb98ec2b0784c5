import { z } from "zod";
import { idSchema } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("Le lien client");
const triangleCompanyId = idSchema("L'entreprise du groupe");
const companyId = idSchema("L'entreprise");
/** Default true. */
const isProspect = z.boolean().optional();

/** Group-company/client links ('Client de'): every signed-in user works them. */
export const triangleCustomerContract = defineContract({
  name: "triangleCustomer",
  operations: {
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({ triangleCompanyId, companyId, isProspect }),
    },
    update: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        triangleCompanyId: triangleCompanyId.optional(),
        companyId: companyId.optional(),
        isProspect,
        id,
      }),
    },
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
  },
  messages: [
    "TRIANGLE_CUSTOMER_NOT_FOUND",
    "TRIANGLE_CUSTOMER_EXISTS",
    "TRIANGLE_COMPANY_NOT_FOUND",
    "COMPANY_NOT_FOUND",
  ],
});
