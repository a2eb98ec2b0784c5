import { creditListStats, searchCredits } from "../services/credits/list/search";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { creditFilters, creditSearchInput } from "./credit-list.schemas";

/** The credit note list: every signed-in user reads credit notes (lead's decision 1). */
export const creditListRouter = router({
  /** 'Avoirs client': a page of 50, newest first, and the (capped) total. */
  search: authedProcedure
    .input(creditSearchInput)
    .query(({ ctx, input }) => searchCredits(serviceCtx(ctx), input)),
  /** The totals bar (HT, TVA, TTC) of everything matching, with its exact count. */
  stats: authedProcedure
    .input(creditFilters)
    .query(({ ctx, input }) => creditListStats(serviceCtx(ctx), input)),
});
