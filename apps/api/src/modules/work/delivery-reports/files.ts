import { toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import type { RouteDoc } from "../../../docs/route-doc";
import { sendError } from "../../../http/error-handler";
import { registerStreamExport } from "../../../http/stream-export";
import type { ContextFactory } from "../../../hydra/register";
import { deliveryReportContract } from "./contract";
import { writeDeliveryReportsWorkbook } from "./export";
import { deliveryReportFiltersFromQuery } from "./hydra-rows";
import { deliveryReportPdf } from "./print";

export const DELIVERY_REPORTS_EXPORT_PATH = "/admin/delivery-reports-export";
export const DELIVERY_REPORT_PDF_PATH = "/api/tronc-commun/delivery-report-pdf";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The client's copy: no session, the token is the link the client holds (deliveryReportPdf). */
const pdfDoc: RouteDoc = {
  summary: "Le PDF d'un PV de livraison, par son jeton",
  roles: [deliveryReportContract.operations.publicView.policy],
  access: "qui détient le jeton du PV (le lien du client), dès que le PV n'est plus un brouillon (sinon 422)",
  answers: {
    types: ["application/pdf"],
    description: "Le PDF, affiché dans le navigateur (inline) ; un jeton inconnu : 404.",
  },
};

/**
 * The list's Excel export (a browser navigation with the list's query string) and the PDF by token:
 * the staff's download and the client's copy once answered (the token is the link the client holds).
 */
export function registerDeliveryReportFiles(app: FastifyInstance, contextFor: ContextFactory) {
  registerStreamExport(app, contextFor, {
    path: DELIVERY_REPORTS_EXPORT_PATH,
    summary: "Exporte en Excel les PV de livraison de la liste (ses filtres)",
    roles: [deliveryReportContract.operations.search.policy],
    contentType: XLSX,
    filename: (now) => `pv-de-livraison-${toParisDate(now)}.xlsx`,
    parse: (query) => deliveryReportFiltersFromQuery(query),
    write: (ctx, filters, output) => writeDeliveryReportsWorkbook(ctx.db, filters, output),
  });

  app.get<{ Params: { token: string } }>(
    `${DELIVERY_REPORT_PDF_PATH}/:token`,
    { config: { doc: pdfDoc } },
    async (request, reply) => {
      try {
        const ctx = await contextFor(request);
        const { bytes, filename } = await deliveryReportPdf(ctx, { token: request.params.token });
        return reply
          .type("application/pdf")
          .header("Content-Disposition", `inline; filename="${filename}"`)
          .header("Cache-Control", "no-store")
          .send(bytes);
      } catch (error) {
        return sendError(reply, error);
      }
    },
  );
}
