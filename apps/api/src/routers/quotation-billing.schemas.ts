import { z } from "zod";
import { idListSchema, idSchema } from "../schemas";
import { typedNumber } from "../schemas/number";

const quotationId = idSchema("Le devis");
const triangleCompanyId = idSchema("L'entreprise du groupe");
const companyId = idSchema("Le client");

const AMOUNT_ERROR = "Le montant doit être un nombre entier de centimes.";
/** Amount TTC in cents; the domain says when it is not above 0 or above what is left. */
const amountCents = z
  .number({ error: AMOUNT_ERROR })
  .int({ error: AMOUNT_ERROR })
  .min(-1e13, { error: AMOUNT_ERROR })
  .max(1e13, { error: AMOUNT_ERROR })
  .nullish();

export const billingQuotationInput = z.object({ quotationId });

export const billingPreviewInput = z.object({ quotationId, percent: typedNumber, amountCents });

export const billingBillInput = z.object({
  quotationId,
  type: z.enum(["TYPE_ADVANCE", "TYPE_MONTHLY", "TYPE_SOLD"], {
    error: "Le type de facture doit être TYPE_ADVANCE, TYPE_MONTHLY ou TYPE_SOLD.",
  }),
  percent: typedNumber,
  amountCents,
});

export const billingIssuerInput = z.object({ triangleCompanyId });

export const billingCustomerInput = z.object({ triangleCompanyId, companyId });

export const billingCreateInput = z.object({
  triangleCompanyId,
  companyId,
  quotationIds: idListSchema("Le devis", 500).min(1, { error: "Choisissez au moins un devis à facturer" }),
});
