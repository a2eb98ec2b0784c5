import { closeQuotation } from "../services/invoicing/quotations/close";
import { getAccountingQuotation } from "../services/invoicing/quotations/detail";
import { updateQuotationNote } from "../services/invoicing/quotations/note";
import {
  accountingQuotationStats,
  searchAccountingQuotations,
} from "../services/invoicing/quotations/search";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  accountingQuotationIdInput,
  quotationListFilters,
  quotationListInput,
  quotationNoteInput,
} from "./accounting-quotation.schemas";

/** Quotation list and edit for accounting: every signed-in user reads them and saves the note. */
export const accountingQuotationRouter = router({
  /** 'Liste des devis': a page of 50 and the count. */
  search: authedProcedure
    .input(quotationListInput)
    .query(({ ctx, input }) => searchAccountingQuotations(serviceCtx(ctx), input)),
  /** The totals bar: HT, VAT, TTC of everything matching. */
  stats: authedProcedure
    .input(quotationListFilters)
    .query(({ ctx, input }) => accountingQuotationStats(serviceCtx(ctx), input)),
  /** 'Édition du Devis': lines, totals, invoices so far, billed and left, payment schedule. */
  get: authedProcedure
    .input(accountingQuotationIdInput)
    .query(({ ctx, input }) => getAccountingQuotation(serviceCtx(ctx), input)),
  /** 'La note sur le devis est bien enregistrée': internal comment and 'Paiement récurrent'. */
  updateNote: authedProcedure
    .input(quotationNoteInput)
    .mutation(({ ctx, input }) => updateQuotationNote(serviceCtx(ctx), input)),
  /** 'Clôturer le devis': DONE, set by hand (DESIGN §10). */
  close: authedProcedure
    .input(accountingQuotationIdInput)
    .mutation(({ ctx, input }) => closeQuotation(serviceCtx(ctx), input)),
});
