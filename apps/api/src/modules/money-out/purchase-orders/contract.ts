import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { text } from "../../../hydra/body";
import { idSchema, VERSION_MESSAGE_CODES, versionSchema } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const PURCHASE_ORDER_STATES = ["STATE_PENDING", "STATE_INVOICE", "STATE_FINISH", "STATE_CANCELED"] as const;

const id = idSchema("Le bon de commande");

/** The edit page's state select (spec §4: any state), read as the Hydra body reads a text first. */
const state = text(40).pipe(z.enum(PURCHASE_ORDER_STATES, { error: MESSAGES.PURCHASE_ORDER_STATE_UNKNOWN }));

/** Purchase orders and purchase tasks: every signed-in user reads them; the state is accounting's (checked by the service). */
export const purchaseOrderContract = defineContract({
  name: "purchaseOrder",
  operations: {
    generateForRecommendation: {
      type: "mutation",
      policy: "authed",
      input: z.object({ recommendationId: idSchema("La recommandation") }),
    },
    generateForExpense: {
      type: "mutation",
      policy: "authed",
      input: z.object({ quotationExpenseId: idSchema("L'achat fournisseur") }),
    },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    /** Accounting or super admin (checked by the service, 403 in French). */
    updateState: {
      type: "mutation",
      policy: "authed",
      input: z.object({ id, version: versionSchema, state }),
    },
    /** The orders a supplier invoice of this supplier may still take (not those already on `supplierInvoiceId`). */
    availableForSupplierInvoice: {
      type: "query",
      policy: "authed",
      input: z.object({
        supplierId: idSchema("Le fournisseur"),
        supplierInvoiceId: idSchema("La facture fournisseur").optional(),
      }),
    },
  },
  messages: [
    ...VERSION_MESSAGE_CODES,
    "PURCHASE_ORDER_NOT_FOUND",
    "PURCHASE_ORDER_FORBIDDEN",
    "PURCHASE_ORDER_STATE_UNKNOWN",
    "PURCHASE_ORDER_SUPPLIER_NOT_FOUND",
    "PURCHASE_ORDER_RECOMMENDATION_NOT_FOUND",
    "PURCHASE_ORDER_RECOMMENDATION_NOT_ACCEPTED",
    "PURCHASE_ORDER_QUOTATION_NOT_ACCEPTED",
    "PURCHASE_ORDER_NO_PROJECT",
    "PURCHASE_ORDER_NO_PURCHASE_TYPE",
    "PURCHASE_TASK_CREATED",
    "PURCHASE_TASKS_CREATED",
    "PURCHASE_TASKS_NOTHING_NEW",
    "QUOTATION_EXPENSE_NOT_FOUND",
  ],
});
