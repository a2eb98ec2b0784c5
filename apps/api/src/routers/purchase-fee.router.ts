import { router } from "../trpc/trpc";

/** Fees on purchase lines. */
export const purchaseFeeRouter = router({});
