import { router } from "../trpc/trpc";

/** The client sheet's accounting block (helper H5): procedures to come. */
export const clientAccountingRouter = router({});
