import { taskDashboard } from "../services/work/dashboard";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { dashboardInput } from "./dashboard.schemas";

/** 'Tableau de bord Tronc Commun': the signed-in user's own open tasks. */
export const dashboardRouter = router({
  tasks: authedProcedure.input(dashboardInput).query(({ ctx }) => taskDashboard(serviceCtx(ctx))),
});
