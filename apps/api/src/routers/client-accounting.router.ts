import { clientQuotations } from "../services/clients-accounting/quotations";
import { clientReportingOf } from "../services/clients-accounting/reporting";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { clientAccountingInput, clientDocumentsInput } from "./client-accounting.schemas";

/**
 * The client sheet's accounting block: every signed-in user reads it (lead's decision 1). Its
 * 'Factures' and 'Avoirs' tabs read invoiceList.search and creditList.search with the client's id.
 */
export const clientAccountingRouter = router({
  /** 'Reporting': revenue and what is left to collect, per group company and in all. */
  reporting: authedProcedure
    .input(clientAccountingInput)
    .query(({ ctx, input }) => clientReportingOf(serviceCtx(ctx), input)),
  /** 'Devis': the client's quotations, every state, newest first. */
  quotations: authedProcedure
    .input(clientDocumentsInput)
    .query(({ ctx, input }) => clientQuotations(serviceCtx(ctx), input)),
});
