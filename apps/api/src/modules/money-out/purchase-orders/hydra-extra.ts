import { hydraCollection } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { type HydraRoute, idParam } from "../../../hydra/route";
import { admit } from "../../policies";
import { purchaseOrderContract } from "./contract";
import { availablePurchaseOrderMember } from "./wire";

const { operations } = purchaseOrderContract;

/** The orders a supplier invoice of the path's supplier may take: a collection under the supplier's own path. */
const bySupplier: HydraRoute = {
  method: "GET",
  path: `${PATHS.purchaseOrdersBySupplier}/:id`,
  async handle(caller, req) {
    admit(req.user, operations.availableForSupplierInvoice.policy);
    const supplierId = idParam(req);
    const supplierInvoiceId = req.query.ref("idSupplierInvoice", PATHS.supplierInvoices);
    const orders = await caller.purchaseOrder.availableForSupplierInvoice({ supplierId, supplierInvoiceId });
    return hydraCollection(
      `${PATHS.purchaseOrdersBySupplier}/${supplierId}`,
      orders.map(availablePurchaseOrderMember),
      orders.length,
    );
  },
};

/** 'Générer la tâche d'achat' of one purchase (the path's id): answers the message the screen toasts. */
const taskGenerate: HydraRoute = {
  method: "GET",
  path: "/api/tronc-commun/task-generate/:id",
  async handle(caller, req) {
    admit(req.user, operations.generateForExpense.policy);
    return caller.purchaseOrder.generateForExpense({ quotationExpenseId: idParam(req) });
  },
};

/** The purchase orders' rows beyond the module's own: the supplier invoice's picker and a purchase's task. */
export const purchaseOrderExtraRows: HydraRoute[] = [taskGenerate, bySupplier];
