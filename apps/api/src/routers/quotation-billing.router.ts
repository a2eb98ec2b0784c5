import { router } from "../trpc/trpc";

/** Invoices from quotations (deposit, partial, balance) and the creation modal. */
export const quotationBillingRouter = router({});
