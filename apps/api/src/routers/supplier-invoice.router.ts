import { z } from "zod";
import { idSchema } from "../schemas";
import { getSupplierInvoice } from "../services/supplier-invoices/view";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";

/** One supplier invoice, its orders and lines (helper P3 completes it; `get` is the contract). */
export const supplierInvoiceRouter = router({
  get: authedProcedure
    .input(z.object({ id: idSchema("La facture fournisseur") }))
    .query(({ ctx, input }) => getSupplierInvoice(serviceCtx(ctx), input)),
});
