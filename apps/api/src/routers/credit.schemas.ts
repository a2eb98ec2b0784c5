import { z } from "zod";
import { documentDate, idSchema, pageInput, safeString } from "../schemas";
import { typedNumber } from "../schemas/number";

export const creditId = idSchema("L'avoir");

export const creditIdInput = z.object({ id: creditId });

/** The plain collection (Hydra GET /api/compta/credits): newest first, 50 a page (spec §9). */
export const creditListInput = z.object({ ...pageInput(50, 500) });

/** 'Ajouter un avoir': issuer and customer are required (spec §5, credit creation). */
export const creditCreateInput = z.object({
  triangleCompanyId: idSchema("L'entreprise émettrice"),
  companyId: idSchema("Le client"),
});

/** 'Créer un avoir sur cette facture': a draft with the invoice's lines, linked to it. */
export const creditFromInvoiceInput = z.object({ invoiceId: idSchema("La facture") });

const CREDIT_STATES = [
  "CREDIT_STATE_CREATED",
  "CREDIT_STATE_VALIDATED",
  "CREDIT_STATE_PARTIALY_USED",
  "CREDIT_STATE_USED",
] as const;

/** Types and generous lengths only: the domain checks lengths, dates and transitions in French. */
export const creditUpdateInput = z.object({
  id: creditId,
  title: safeString(1_000).nullish(),
  comment: safeString(50_000).nullish(),
  invoiceHeadName: safeString(1_000).nullish(),
  invoiceAddress: safeString(1_000).nullish(),
  /** 'YYYY-MM-DD' (the spec's createdAt on the wire). */
  creditDate: documentDate().optional(),
  /** Issuer and recipient change only while the credit is a draft without an invoice. */
  triangleCompanyId: idSchema("L'entreprise émettrice").optional(),
  companyId: idSchema("Le client").optional(),
  state: z.enum(CREDIT_STATES, { error: "Cet état n'existe pas pour un avoir." }).optional(),
  confirmed: z.boolean({ error: "confirmed doit valoir vrai ou faux." }).optional(),
});

export const creditProductOptionsInput = z.object({ creditId });

/** 'Ajouter un avoir': the customers offered once the issuer is chosen. */
export const creditRecipientsInput = z.object({ triangleCompanyId: idSchema("L'entreprise émettrice") });

/** 'Créditer un montant': a TTC amount or a percentage of the invoice (the domain reads either). */
export const creditAmountInput = z.object({
  creditId,
  amount: typedNumber,
  percent: typedNumber,
});

/** 'Créditer des lignes': the invoice's lines chosen. */
export const creditInvoiceLinesInput = z.object({
  creditId,
  invoiceLineIds: z.array(idSchema("La ligne de facture")).max(1_000),
});

export const creditableLinesInput = z.object({ creditId });
