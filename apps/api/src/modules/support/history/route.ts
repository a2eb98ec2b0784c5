import type { FastifyInstance, FastifyReply } from "fastify";
import type { RouteDoc } from "../../../docs/route-doc";
import { sendError } from "../../../http/error-handler";
import type { ContextFactory } from "../../../hydra/register";
import { admit } from "../../policies";
import type { FileRouteServer } from "../../resource/define-resource";
import { historyContract } from "./contract";

export const HISTORY_PATH = "/api/history";

/** A whole number as a number; anything else as written, for the contract's schema to refuse in French. */
const numberOrText = (value: string | undefined) =>
  value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : value;

const doc: RouteDoc = {
  summary:
    "L'historique d'une fiche : qui a changé quel champ, de quoi à quoi, et quand (le plus récent d'abord)",
  roles: [historyContract.operations.list.policy],
  access:
    "si la personne peut lire la fiche elle-même (mêmes droits et mêmes réponses 403/404 que sa consultation) ; kind : lead, client, contact, quotation, invoice, credit-note, supplier-invoice, supplier, purchase-order, project, task, material, charge, user",
  answers: {
    types: ["application/json"],
    description:
      "{ items: [{ id, at, by: { id, name } | null, byName, field, label, from, to, text }], total, totalIsExact, page, pageSize } ; page (à partir de 1) et pageSize (20 par défaut, 100 au plus) dans la requête ; les valeurs sont en français ('Statut : Brouillon → Accepté').",
  },
  query: (query) => ({ page: query.string("page"), pageSize: query.string("pageSize") }),
};

/** GET /api/history/{kind}/{id}: what the 'Historique' panel shows, for scripts and other clients. */
export function registerHistoryRoute(
  app: FastifyInstance,
  contextFor: ContextFactory,
  { callerFor }: FileRouteServer,
): void {
  app.get<{ Params: { kind: string; id: string }; Querystring: Record<string, string | undefined> }>(
    `${HISTORY_PATH}/:kind/:id`,
    { config: { doc } },
    async (request, reply): Promise<FastifyReply> => {
      try {
        const ctx = await contextFor(request);
        admit(ctx.user, doc.roles);
        const page = await callerFor(ctx).history.list({
          kind: request.params.kind as never,
          id: numberOrText(request.params.id) as number,
          page: numberOrText(request.query.page) as number | undefined,
          pageSize: numberOrText(request.query.pageSize) as number | undefined,
        });
        return reply.header("Cache-Control", "no-store").send(page);
      } catch (error) {
        return sendError(reply, error);
      }
    },
  );
}
