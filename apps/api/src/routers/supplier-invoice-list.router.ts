import { searchSupplierInvoices, supplierInvoiceListStats } from "../services/supplier-invoices/list/search";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { supplierInvoiceFilters, supplierInvoiceSearchInput } from "./supplier-invoice-list.schemas";

/** The supplier invoice list: every signed-in user reads supplier invoices (decision 1). */
export const supplierInvoiceListRouter = router({
  /** 'Liste des Factures des fournisseurs': a page of 120, newest first, and the (capped) total. */
  search: authedProcedure
    .input(supplierInvoiceSearchInput)
    .query(({ ctx, input }) => searchSupplierInvoices(serviceCtx(ctx), input)),
  /** The totals bar of everything matching, with its exact count. */
  stats: authedProcedure
    .input(supplierInvoiceFilters)
    .query(({ ctx, input }) => supplierInvoiceListStats(serviceCtx(ctx), input)),
});
