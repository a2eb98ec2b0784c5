import { router } from "../trpc/trpc";

/** Supplier payments (helper P5): procedures to come. */
export const supplierPaymentRouter = router({});
