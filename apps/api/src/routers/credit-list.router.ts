import { router } from "../trpc/trpc";

/** The credit note list (helper H2): procedures to come. */
export const creditListRouter = router({});
