import { hydraBody, requiredRef } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { wireNumber } from "../group-products/wire";
import { groupProductExpenseContract } from "./contract";
import { groupProductExpenseWire } from "./wire";

const { operations } = groupProductExpenseContract;

/** The spec's body: the product and its product type as IRIs, the quantity under the body's own reader. */
const createBody = hydraBody({
  quantity: wireNumber,
  troncCommunProductType: requiredRef(PATHS.productTypes),
  troncCommunTriangleProduct: requiredRef(PATHS.triangleProducts),
});
const updateBody = hydraBody({ quantity: wireNumber });

/** POST, PUT and DELETE {id}, behind their operations' doors, the DELETE last as it was in the table. */
export const groupProductExpenseExtraRows: HydraRoute[] = hydraResource({
  wire: groupProductExpenseWire,
  policies: {
    create: operations.create.policy,
    update: operations.update.policy,
    delete: operations.delete.policy,
  },
  create: {
    body: createBody,
    call: (caller, input) =>
      caller.triangleProductExpense.create({
        triangleProductId: input.troncCommunTriangleProduct,
        productTypeId: input.troncCommunProductType,
        quantity: input.quantity,
      }),
  },
  update: {
    body: updateBody,
    call: (caller, id, input) => caller.triangleProductExpense.update({ id, quantity: input.quantity }),
  },
  delete: (caller, id) => caller.triangleProductExpense.delete({ id }),
});
