import { router } from "../trpc/trpc";

/** Lines of a draft invoice. */
export const invoiceLineRouter = router({});
