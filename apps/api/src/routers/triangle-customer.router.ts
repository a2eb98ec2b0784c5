import {
  createTriangleCustomer,
  deleteTriangleCustomer,
  getTriangleCustomer,
  updateTriangleCustomer,
} from "../services/sales/triangle-customers";
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
    .query(({ ctx, input }) => getTriangleCustomer(ctx.db, input.id)),
  create: authedProcedure
    .input(triangleCustomerCreateInput)
    .mutation(({ ctx, input }) => createTriangleCustomer(ctx.db, input)),
  update: authedProcedure
    .input(triangleCustomerUpdateInput)
    .mutation(({ ctx, input: { id, ...changes } }) => updateTriangleCustomer(ctx.db, id, changes)),
  delete: authedProcedure.input(triangleCustomerIdInput).mutation(async ({ ctx, input }) => {
    await deleteTriangleCustomer(ctx.db, input.id);
    return { id: input.id };
  }),
});
