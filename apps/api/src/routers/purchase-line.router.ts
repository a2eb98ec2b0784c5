import { router } from "../trpc/trpc";

/** Supplier purchase lines. */
export const purchaseLineRouter = router({});
