import {
  createTriangleCustomer,
  deleteTriangleCustomer,
  getTriangleCustomer,
  updateTriangleCustomer,
} from "../services/sales/triangle-customers";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  triangleCustomerCreateInput,
  triangleCustomerIdInput,
  triangleCustomerUpdateInput,
} from "./triangle-customer.schemas";

/** Group-company/client links ('Client de'). */
export const triangleCustomerRouter = router({
  get: authedProcedure
    .input(triangleCustomerIdInput)
    .query(({ ctx, input }) => getTriangleCustomer(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(triangleCustomerCreateInput)
    .mutation(({ ctx, input }) => createTriangleCustomer(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(triangleCustomerUpdateInput)
    .mutation(({ ctx, input }) => updateTriangleCustomer(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(triangleCustomerIdInput)
    .mutation(({ ctx, input }) => deleteTriangleCustomer(serviceCtx(ctx), input)),
});
