import type { HydraRoute } from "../../../hydra/route";
import { admit } from "../../policies";
import { invoiceLineContract } from "./contract";
import { invoiceLineRows } from "./wire";

const { operations } = invoiceLineContract;
const OPERATION_OF_METHOD = { POST: operations.create, PUT: operations.update, DELETE: operations.delete };

/** A shared line row behind the door of the operation it asks, before the path's id or the body is read. */
const behindDoor = (route: HydraRoute): HydraRoute => {
  const operation = OPERATION_OF_METHOD[route.method as keyof typeof OPERATION_OF_METHOD];
  return {
    ...route,
    handle: (caller, req) => {
      admit(req.user, operation.policy);
      return route.handle(caller, req);
    },
  };
};

/**
 * /compta/invoice_triangle_products (POST, PUT, DELETE): the rows the credit notes' lines share
 * (document-lines-routes.ts), reading the old client's body (an IRI for the invoice and the product,
 * lowercase sentences): the contract's schemas read the screens' ids, so the rows are written by hand.
 */
export const invoiceLineHydraExtra: HydraRoute[] = invoiceLineRows.routes.map(behindDoor);
