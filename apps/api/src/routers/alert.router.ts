import { createAlert, deleteAlert } from "../services/support/alerts/create";
import { markAlertsRead } from "../services/support/alerts/read";
import { getAlert, searchAlerts } from "../services/support/alerts/search";
import { settleAlert } from "../services/support/alerts/settle";
import { serviceCtx } from "../trpc/context";
import { alertReaderProcedure, router, superAdminProcedure } from "../trpc/trpc";
import { alertCreateInput, alertIdInput, alertMarkReadInput, alertSearchInput } from "./alert.schemas";

/** 'Liste des Alertes': alert readers only (isReadAlert); deleting one is a super admin's. */
export const alertRouter = router({
  search: alertReaderProcedure
    .input(alertSearchInput)
    .query(({ ctx, input }) => searchAlerts(serviceCtx(ctx), input)),
  get: alertReaderProcedure.input(alertIdInput).query(({ ctx, input }) => getAlert(serviceCtx(ctx), input)),
  /** Called by the list for the alerts it shows (spec §4). */
  markRead: alertReaderProcedure
    .input(alertMarkReadInput)
    .mutation(({ ctx, input }) => markAlertsRead(serviceCtx(ctx), input)),
  /** 'Déclarer comme réglé'. */
  settle: alertReaderProcedure
    .input(alertIdInput)
    .mutation(({ ctx, input }) => settleAlert(serviceCtx(ctx), input)),
  create: alertReaderProcedure
    .input(alertCreateInput)
    .mutation(({ ctx, input }) => createAlert(serviceCtx(ctx), input)),
  delete: superAdminProcedure
    .input(alertIdInput)
    .mutation(({ ctx, input }) => deleteAlert(serviceCtx(ctx), input)),
});
