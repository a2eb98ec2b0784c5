import { z } from "zod";
import { idSchema } from "../schemas";

export const generateForRecommendationInput = z.object({ recommendationId: idSchema("La recommandation") });
export const generateForExpenseInput = z.object({ quotationExpenseId: idSchema("L'achat fournisseur") });

const PURCHASE_ORDER_STATES = ["STATE_PENDING", "STATE_INVOICE", "STATE_FINISH", "STATE_CANCELED"] as const;

export const purchaseOrderIdInput = z.object({ id: idSchema("Le bon de commande") });

/** The edit page's state select (spec §4: any state). */
export const purchaseOrderStateInput = z.object({
  id: idSchema("Le bon de commande"),
  state: z.enum(PURCHASE_ORDER_STATES, { error: "Cet état n'existe pas pour un bon de commande." }),
});

/** The orders a supplier invoice of this supplier may still take (not those already on `supplierInvoiceId`). */
export const availableForSupplierInvoiceInput = z.object({
  supplierId: idSchema("Le fournisseur"),
  supplierInvoiceId: idSchema("La facture fournisseur").optional(),
});
