import { z } from "zod";
import { documentDate, idSchema, pageInput, safeString } from "../schemas";

export const invoiceId = idSchema("La facture");

export const invoiceIdInput = z.object({ id: invoiceId });

export const invoiceListInput = z.object({ ...pageInput(120, 500) });

const INVOICE_STATES = ["STATE_CREATED", "STATE_VALIDATED", "STATE_SEND", "STATE_PAID"] as const;

/** Types and generous lengths only: the domain checks lengths, dates and enumerations in French. */
export const invoiceUpdateInput = z.object({
  id: invoiceId,
  title: safeString(1_000).nullish(),
  invoiceHeadName: safeString(1_000).nullish(),
  invoiceAddress: safeString(1_000).nullish(),
  deliveryAddress: safeString(1_000).nullish(),
  comment: safeString(50_000).nullish(),
  internalComment: safeString(50_000).nullish(),
  paymentMode: z.union([z.number({ error: "Un nombre est attendu." }), safeString(10)]).nullish(),
  invoiceDate: documentDate(10).optional(),
  serviceDate: documentDate(10).nullish(),
  operationCategory: safeString(20).optional(),
  state: z.enum(INVOICE_STATES, { error: "Cet état n'existe pas pour une facture." }).optional(),
  confirmed: z.boolean({ error: "confirmed doit valoir vrai ou faux." }).optional(),
  /** Never changed by a save: refused (422) when it differs from the invoice's. */
  companyId: idSchema("Le client").optional(),
  triangleCompanyId: idSchema("L'entreprise émettrice").optional(),
});

export const invoiceDuplicateInput = z.object({
  invoiceId,
  quotationId: idSchema("Le devis"),
  title: safeString(1_000).nullish(),
});

export const invoiceProductOptionsInput = z.object({ invoiceId });
