import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { hydraBody, ref, requiredRef } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { lineFields } from "../../../hydra/routes/document-lines-routes";
import { quotationLineContract } from "./contract";
import { quotationLineWire } from "./wire";

/**
 * The POST's body as the spec's clients send it: the quotation and the product as references, and each
 * linked purchase as `{ triangleProductExpense, supplier }` where the operation reads
 * `{ triangleProductExpenseId, supplierId }` (names inside a list, which the kit's wireNames does not
 * rename): written by hand, behind the create's policy.
 */
const createBody = hydraBody({
  ...lineFields,
  quotation: requiredRef(PATHS.quotations),
  triangleProduct: ref(PATHS.triangleProducts),
  linkedPurchases: z
    .array(
      z.object({
        triangleProductExpense: requiredRef(PATHS.triangleProductExpenses),
        supplier: ref(PATHS.suppliers),
      }),
    )
    .max(100, { error: MESSAGES.QUOTATION_LINKED_PURCHASES_TOO_MANY })
    .optional(),
});

export const quotationLineExtraRows: HydraRoute[] = hydraResource({
  wire: quotationLineWire,
  policies: { create: quotationLineContract.operations.create.policy },
  create: {
    body: createBody,
    call: (caller, { quotation, triangleProduct, linkedPurchases, ...fields }) =>
      caller.quotationLine.create({
        ...fields,
        quotationId: quotation,
        triangleProductId: triangleProduct,
        linkedPurchases: linkedPurchases?.map((choice) => ({
          triangleProductExpenseId: choice.triangleProductExpense,
          supplierId: choice.supplier,
        })),
      }),
  },
});
