import {
  createProductType,
  deleteProductType,
  updateProductType,
} from "../services/catalogue/product-types/save";
import { searchProductTypes } from "../services/catalogue/product-types/search";
import { getProductTypeSheet } from "../services/catalogue/product-types/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router, superAdminProcedure } from "../trpc/trpc";
import {
  productTypeCreateInput,
  productTypeIdInput,
  productTypeSearchInput,
  productTypeUpdateInput,
} from "./product-type.schemas";

/** Product types ('Liste des Produits'): everyone reads; super admins create, edit and delete. */
export const productTypeRouter = router({
  search: authedProcedure
    .input(productTypeSearchInput)
    .query(({ ctx, input }) => searchProductTypes(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(productTypeIdInput)
    .query(({ ctx, input }) => getProductTypeSheet(serviceCtx(ctx), input)),
  create: superAdminProcedure
    .input(productTypeCreateInput)
    .mutation(({ ctx, input }) => createProductType(serviceCtx(ctx), input)),
  update: superAdminProcedure
    .input(productTypeUpdateInput)
    .mutation(({ ctx, input }) => updateProductType(serviceCtx(ctx), input)),
  delete: superAdminProcedure
    .input(productTypeIdInput)
    .mutation(({ ctx, input }) => deleteProductType(serviceCtx(ctx), input)),
});
