import { authedProcedure, publicProcedure, router } from "../trpc/trpc";

export const sessionRouter = router({
  /** The signed-in user, or null: the web shell asks this first. */
  current: publicProcedure.query(({ ctx }) => ctx.user),
  me: authedProcedure.query(({ ctx }) => ctx.user),
});
