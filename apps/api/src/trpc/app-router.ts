import { moduleProcedures } from "../modules";
import { dashboardRouter } from "../routers/dashboard.router";
import { deliveryReportRouter } from "../routers/delivery-report.router";
import { ganttRouter } from "../routers/gantt.router";
import { router } from "./trpc";

export const appRouter = router({
  dashboard: dashboardRouter,
  deliveryReport: deliveryReportRouter,
  gantt: ganttRouter,
  ...moduleProcedures,
});

export type AppRouter = typeof appRouter;
