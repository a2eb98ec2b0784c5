import { defineResource } from "../../resource/define-resource";
import { triangleCustomerContract } from "./contract";
import { triangleCustomerExtraRows } from "./hydra-extra";
import {
  createTriangleCustomer,
  deleteTriangleCustomer,
  getTriangleCustomer,
  updateTriangleCustomer,
} from "./services";
import { triangleCustomerWire } from "./wire";

/** /api/tronc-commun/triangle_customers: GET {id} by the module, POST, PUT and DELETE by hand (hydra-extra.ts). */
export const triangleCustomerModule = defineResource(
  triangleCustomerContract,
  {
    get: getTriangleCustomer,
    create: createTriangleCustomer,
    update: updateTriangleCustomer,
    delete: deleteTriangleCustomer,
  },
  { hydra: { wire: triangleCustomerWire, get: "get", extra: triangleCustomerExtraRows } },
);
