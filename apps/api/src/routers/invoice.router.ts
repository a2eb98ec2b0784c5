import { router } from "../trpc/trpc";

/** One invoice: read, edit, states and validation, delete, duplicate. */
export const invoiceRouter = router({});
