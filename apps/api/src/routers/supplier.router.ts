import { deleteSupplier } from "../services/catalogue/suppliers/delete";
import { createSupplierDraft, updateSupplier } from "../services/catalogue/suppliers/save";
import { searchSuppliers } from "../services/catalogue/suppliers/search";
import { getSupplier } from "../services/catalogue/suppliers/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  supplierCreateInput,
  supplierIdInput,
  supplierSearchInput,
  supplierUpdateInput,
} from "./supplier.schemas";

/**
 * Suppliers: every signed-in user lists, creates and edits them (the spec shows no restriction);
 * deleting a saved supplier is the super admins' (a draft, anyone's), checked by the domain.
 */
export const supplierRouter = router({
  search: authedProcedure
    .input(supplierSearchInput)
    .query(({ ctx, input }) => searchSuppliers(serviceCtx(ctx), input)),
  get: authedProcedure.input(supplierIdInput).query(({ ctx, input }) => getSupplier(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(supplierCreateInput)
    .mutation(({ ctx }) => createSupplierDraft(serviceCtx(ctx))),
  update: authedProcedure
    .input(supplierUpdateInput)
    .mutation(({ ctx, input }) => updateSupplier(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(supplierIdInput)
    .mutation(({ ctx, input }) => deleteSupplier(serviceCtx(ctx), input)),
});
