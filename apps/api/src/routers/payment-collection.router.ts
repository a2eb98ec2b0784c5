import { router } from "../trpc/trpc";

/** Customer collections (helper H5): procedures to come. */
export const paymentCollectionRouter = router({});
