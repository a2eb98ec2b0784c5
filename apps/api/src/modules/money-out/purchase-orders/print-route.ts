import { domainError } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import type { RouteDoc } from "../../../docs/route-doc";
import { sendError } from "../../../http/error-handler";
import type { ContextFactory } from "../../../hydra/register";
import { PRINTED_PDF } from "../../../hydra/routes/document-files-routes";
import { decimalId } from "../../../schemas/id";
import { PRINT_PURCHASE_ORDER_PATH } from "../../../services/money-out/purchase-orders/view";
import { admit } from "../../policies";
import { purchaseOrderContract } from "./contract";
import { purchaseOrderPdf } from "./pdf";

const policy = purchaseOrderContract.operations.get.policy;

const doc: RouteDoc = {
  summary: "Le PDF d'un bon de commande (download=1 : à enregistrer plutôt qu'à afficher)",
  roles: [policy],
  answers: PRINTED_PDF,
  query: (query) => query.string("download"),
};

/**
 * `GET /admin/print_purchase_order/{id}`: behind the order's `get` policy, the PDF shown in the browser
 * (`?download=1` asks the browser to save it); 404 in French.
 */
export function registerPurchaseOrderPrint(app: FastifyInstance, contextFor: ContextFactory): void {
  app.get<{ Params: { id: string }; Querystring: { download?: string } }>(
    `${PRINT_PURCHASE_ORDER_PATH}/:id`,
    { config: { doc } },
    async (request, reply) => {
      try {
        const ctx = await contextFor(request);
        admit(ctx.user, policy);
        const purchaseOrderId = decimalId(request.params.id);
        if (purchaseOrderId === null) throw domainError("PURCHASE_ORDER_NOT_FOUND", "notFound");
        const { bytes, filename } = await purchaseOrderPdf(ctx, { purchaseOrderId });
        const disposition = request.query.download === "1" ? "attachment" : "inline";
        return reply
          .type("application/pdf")
          .header("Content-Disposition", `${disposition}; filename="${filename}"`)
          .header("Cache-Control", "no-store")
          .send(bytes);
      } catch (error) {
        return sendError(reply, error);
      }
    },
  );
}
