import { collectionStats, searchCollections } from "../services/payments/collections/search";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { collectionFilters, collectionSearchInput } from "./payment-collection.schemas";

/** Customer collections ('Encaissements client'): every signed-in user reads them (lead's decision). */
export const paymentCollectionRouter = router({
  /** A page of 50 payments, newest first, and the (capped) count. */
  search: authedProcedure
    .input(collectionSearchInput)
    .query(({ ctx, input }) => searchCollections(serviceCtx(ctx), input)),
  /** The total TTC of every payment matching, with its exact count. */
  stats: authedProcedure
    .input(collectionFilters)
    .query(({ ctx, input }) => collectionStats(serviceCtx(ctx), input)),
});
