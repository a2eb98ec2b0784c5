import { router } from "../trpc/trpc";

/** Purchase orders and purchase tasks. */
export const purchaseOrderRouter = router({});
