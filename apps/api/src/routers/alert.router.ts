import { router } from "../trpc/trpc";

/** Being built (issue 17). */
export const alertRouter = router({});
