import { createOffer, deleteOffer, getOffer, updateOffer } from "../services/catalogue/product-types/offers";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router, superAdminProcedure } from "../trpc/trpc";
import { offerCreateInput, offerIdInput, offerUpdateInput } from "./supplier-product-type.schemas";

/** Suppliers' offers for a product type: prices are negotiated centrally, so super admins maintain them. */
export const supplierProductTypeRouter = router({
  get: authedProcedure.input(offerIdInput).query(({ ctx, input }) => getOffer(serviceCtx(ctx), input)),
  create: superAdminProcedure
    .input(offerCreateInput)
    .mutation(({ ctx, input }) => createOffer(serviceCtx(ctx), input)),
  update: superAdminProcedure
    .input(offerUpdateInput)
    .mutation(({ ctx, input }) => updateOffer(serviceCtx(ctx), input)),
  delete: superAdminProcedure
    .input(offerIdInput)
    .mutation(({ ctx, input }) => deleteOffer(serviceCtx(ctx), input)),
});
