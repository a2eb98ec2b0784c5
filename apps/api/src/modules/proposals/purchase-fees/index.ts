import {
  createPurchaseFee,
  deletePurchaseFee,
  updatePurchaseFee,
} from "../../../services/proposals/purchases/fees";
import { getPurchaseFee } from "../../../services/proposals/purchases/views";
import { defineResource } from "../../resource/define-resource";
import { purchaseFeeContract, purchaseFeeWireNames } from "./contract";
import { purchaseFeeWire } from "./wire";

/** /api/compta/quotation_supplier_product_expenses: POST, GET, PUT and DELETE {id}, the line as `quotationSupplierProduct`. */
export const purchaseFeeModule = defineResource(
  purchaseFeeContract,
  { get: getPurchaseFee, create: createPurchaseFee, update: updatePurchaseFee, delete: deletePurchaseFee },
  {
    hydra: {
      wire: purchaseFeeWire,
      wireNames: purchaseFeeWireNames,
      get: "get",
      create: "create",
      update: "update",
      delete: "delete",
    },
  },
);
