import { router } from "../trpc/trpc";

/** Recommendations. */
export const recommendationRouter = router({});
