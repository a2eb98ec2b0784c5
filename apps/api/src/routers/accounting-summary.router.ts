import { searchAccountingSummary } from "../services/accounting-summary/search";
import { serviceCtx } from "../trpc/context";
import { accountingProcedure, router } from "../trpc/trpc";
import { accountingSummaryInput } from "./accounting-summary.schemas";

/** 'Suivi comptable': accounting users only. */
export const accountingSummaryRouter = router({
  search: accountingProcedure
    .input(accountingSummaryInput)
    .query(({ ctx, input }) => searchAccountingSummary(serviceCtx(ctx), input)),
});
