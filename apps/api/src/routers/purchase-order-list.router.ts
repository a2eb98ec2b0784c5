import { router } from "../trpc/trpc";

/** The purchase order list (helper P1): procedures to come. */
export const purchaseOrderListRouter = router({});
