import { invoiceListStats, searchInvoices } from "../services/invoicing/list/search";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { invoiceFilters, invoiceSearchInput } from "./invoice-list.schemas";

/** The invoice list: every signed-in user reads invoices (lead's decision). */
export const invoiceListRouter = router({
  /** 'Factures client': a page of 120, newest first, and the (capped) total. */
  search: authedProcedure
    .input(invoiceSearchInput)
    .query(({ ctx, input }) => searchInvoices(serviceCtx(ctx), input)),
  /** The totals bar of everything matching, with its exact count. */
  stats: authedProcedure
    .input(invoiceFilters)
    .query(({ ctx, input }) => invoiceListStats(serviceCtx(ctx), input)),
});
