import {
  createGroupProduct,
  deleteGroupProduct,
  updateGroupProduct,
} from "../services/catalogue/group-products/save";
import { searchGroupProducts } from "../services/catalogue/group-products/search";
import { getGroupProduct } from "../services/catalogue/group-products/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router, superAdminProcedure } from "../trpc/trpc";
import {
  triangleProductCreateInput,
  triangleProductIdInput,
  triangleProductSearchInput,
  triangleProductUpdateInput,
} from "./triangle-product.schemas";

/** Group products: every signed-in user reads them; super admins create, edit and delete them. */
export const triangleProductRouter = router({
  search: authedProcedure
    .input(triangleProductSearchInput)
    .query(({ ctx, input }) => searchGroupProducts(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(triangleProductIdInput)
    .query(({ ctx, input }) => getGroupProduct(serviceCtx(ctx), input)),
  create: superAdminProcedure
    .input(triangleProductCreateInput)
    .mutation(({ ctx, input }) => createGroupProduct(serviceCtx(ctx), input)),
  update: superAdminProcedure
    .input(triangleProductUpdateInput)
    .mutation(({ ctx, input }) => updateGroupProduct(serviceCtx(ctx), input)),
  delete: superAdminProcedure
    .input(triangleProductIdInput)
    .mutation(({ ctx, input }) => deleteGroupProduct(serviceCtx(ctx), input)),
});
