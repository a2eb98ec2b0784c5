import { answerDeliveryReport, publicDeliveryReport } from "../services/work/delivery-reports/answer";
import {
  createDeliveryReport,
  deleteDeliveryReport,
  updateDeliveryReport,
} from "../services/work/delivery-reports/save";
import { searchDeliveryReports } from "../services/work/delivery-reports/search";
import { publicServiceCtx } from "../services/work/delivery-reports/token";
import { getDeliveryReport, listProjectDeliveryReports } from "../services/work/delivery-reports/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, publicProcedure, router } from "../trpc/trpc";
import {
  deliveryReportAnswerInput,
  deliveryReportCreateInput,
  deliveryReportIdInput,
  deliveryReportProjectInput,
  deliveryReportSearchInput,
  deliveryReportTokenInput,
  deliveryReportUpdateInput,
} from "./delivery-report.schemas";

/**
 * Delivery reports ('PV de livraison'). Signed-in users write drafts; the creator or a super admin
 * deletes one; the billed switch is the accounting's (domain). The client reads and answers through
 * the link's token, without a session (`publicView`, `answer`).
 */
export const deliveryReportRouter = router({
  forProject: authedProcedure
    .input(deliveryReportProjectInput)
    .query(({ ctx, input }) => listProjectDeliveryReports(serviceCtx(ctx), input)),
  search: authedProcedure
    .input(deliveryReportSearchInput)
    .query(({ ctx, input }) => searchDeliveryReports(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(deliveryReportIdInput)
    .query(({ ctx, input }) => getDeliveryReport(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(deliveryReportCreateInput)
    .mutation(({ ctx, input }) => createDeliveryReport(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(deliveryReportUpdateInput)
    .mutation(({ ctx, input }) => updateDeliveryReport(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(deliveryReportIdInput)
    .mutation(({ ctx, input }) => deleteDeliveryReport(serviceCtx(ctx), input)),
  publicView: publicProcedure
    .input(deliveryReportTokenInput)
    .query(({ ctx, input }) => publicDeliveryReport(publicServiceCtx(ctx), input)),
  answer: publicProcedure
    .input(deliveryReportAnswerInput)
    .mutation(({ ctx, input }) => answerDeliveryReport(publicServiceCtx(ctx), input)),
});
