import { router } from "../trpc/trpc";

/** Supplier purchases. */
export const quotationExpenseRouter = router({});
