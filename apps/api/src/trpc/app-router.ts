import { moduleProcedures } from "../modules";
import { router } from "./trpc";

export const appRouter = router(moduleProcedures);

export type AppRouter = typeof appRouter;
