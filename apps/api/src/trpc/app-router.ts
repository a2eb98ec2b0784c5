import { sessionRouter } from "../routers/session.router";
import { router } from "./trpc";

export const appRouter = router({
  session: sessionRouter,
});

export type AppRouter = typeof appRouter;
