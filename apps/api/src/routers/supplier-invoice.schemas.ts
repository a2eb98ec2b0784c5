import { z } from "zod";
import { documentDate, idSchema, pageInput, paymentDate, safeString } from "../schemas";
import { typedNumber } from "../schemas/number";

export const supplierInvoiceId = idSchema("La facture fournisseur");
const linkId = idSchema("Le bon de commande lié");
const lineId = idSchema("La ligne de facture fournisseur");

export const supplierInvoiceIdInput = z.object({ id: supplierInvoiceId });

/** The plain collection (Hydra GET): newest first, 120 a page (spec §9). */
export const supplierInvoiceListInput = z.object(pageInput(120, 500));

/** An amount in euros as sent (12.5) or typed ('1 234,56'); the domain reads it and says what is wrong. */
const amount = z
  .union([z.number({ error: "Un nombre est attendu." }), safeString(40)], {
    error: "Le montant doit être un nombre ou un texte.",
  })
  .nullish();

/** Types and lengths only: the service checks the rules (required fields, VAT, number) in French. */
const fields = {
  invoiceNumber: safeString(200).nullish(),
  amount,
  amountTva: amount,
  /** 'YYYY-MM-DD'. */
  paymentAt: paymentDate().nullish(),
  invoiceReceivedAt: documentDate().nullish(),
  invoiceAt: documentDate().nullish(),
  comment: safeString(20_000).nullish(),
  fileId: idSchema("Le fichier").nullish(),
};

/** The supplier is checked by the service ('Choisissez le fournisseur de la facture'). */
export const supplierInvoiceCreateInput = z.object({
  supplierId: idSchema("Le fournisseur").nullish(),
  purchaseOrderId: idSchema("Le bon de commande").nullish(),
  ...fields,
});

const SUPPLIER_INVOICE_STATES = ["STATE_PENDING", "STATE_PAID", "STATE_ADVANCE"] as const;

export const supplierInvoiceUpdateInput = z.object({
  id: supplierInvoiceId,
  ...fields,
  state: z
    .enum(SUPPLIER_INVOICE_STATES, { error: "Cet état n'existe pas pour une facture fournisseur." })
    .nullish(),
});

export const supplierInvoiceAttachFileInput = z.object({
  id: supplierInvoiceId,
  fileId: idSchema("Le fichier"),
});

/** 'Sélectionnez un bon de commande' when none is chosen: the service says it. */
export const supplierInvoiceLinkOrderInput = z.object({
  supplierInvoiceId,
  purchaseOrderId: idSchema("Le bon de commande").nullish(),
});

export const supplierInvoiceLinkIdInput = z.object({ id: linkId });

export const supplierInvoiceOrderConfirmedInput = z.object({
  id: linkId,
  confirmed: z.boolean({ error: "confirmed doit valoir vrai ou faux." }),
});

export const supplierInvoiceLinePaidInput = z.object({
  lineId,
  paid: z.boolean({ error: "paid doit valoir vrai ou faux." }),
});

const lineFields = {
  name: safeString(1_000).nullish(),
  quantity: typedNumber,
  unitPrice: typedNumber,
  unity: safeString(40).nullish(),
  tva: typedNumber,
};

export const supplierInvoiceLineCreateInput = z.object({
  supplierInvoicePurchaseOrderId: linkId,
  ...lineFields,
});
export const supplierInvoiceLineUpdateInput = z.object({ id: lineId, ...lineFields });
export const supplierInvoiceLineIdInput = z.object({ id: lineId });
