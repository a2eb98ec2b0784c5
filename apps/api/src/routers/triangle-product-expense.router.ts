import {
  createGroupProductExpense,
  deleteGroupProductExpense,
  getGroupProductExpense,
  updateGroupProductExpense,
} from "../services/catalogue/group-products/expenses";
import { productTypeOptions, searchGroupProductExpenses } from "../services/catalogue/group-products/search";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router, superAdminProcedure } from "../trpc/trpc";
import {
  triangleProductExpenseCreateInput,
  triangleProductExpenseIdInput,
  triangleProductExpenseSearchInput,
  triangleProductExpenseUpdateInput,
} from "./triangle-product-expense.schemas";

/** Linked purchases of group products ('Achats liés à la vente de ce produit'): super admins write them. */
export const triangleProductExpenseRouter = router({
  search: authedProcedure
    .input(triangleProductExpenseSearchInput)
    .query(({ ctx, input }) => searchGroupProductExpenses(serviceCtx(ctx), input)),
  /** The right pane's product type picker: enabled product types by name. */
  productTypeOptions: authedProcedure.query(({ ctx }) => productTypeOptions(serviceCtx(ctx))),
  get: authedProcedure
    .input(triangleProductExpenseIdInput)
    .query(({ ctx, input }) => getGroupProductExpense(serviceCtx(ctx), input)),
  create: superAdminProcedure
    .input(triangleProductExpenseCreateInput)
    .mutation(({ ctx, input }) => createGroupProductExpense(serviceCtx(ctx), input)),
  update: superAdminProcedure
    .input(triangleProductExpenseUpdateInput)
    .mutation(({ ctx, input }) => updateGroupProductExpense(serviceCtx(ctx), input)),
  delete: superAdminProcedure
    .input(triangleProductExpenseIdInput)
    .mutation(({ ctx, input }) => deleteGroupProductExpense(serviceCtx(ctx), input)),
});
