import type { FastifyInstance, FastifyReply } from "fastify";
import type { RouteDoc } from "../../../docs/route-doc";
import { sendError } from "../../../http/error-handler";
import type { ContextFactory } from "../../../hydra/register";
import { admit } from "../../policies";
import type { FileRouteServer } from "../../resource/define-resource";
import { searchContract } from "./contract";

export const SEARCH_PATH = "/api/search";

const doc: RouteDoc = {
  summary:
    "La recherche de la barre du haut : leads, clients, contacts, devis, factures, avoirs… par numéro, nom, titre, SIRET, e-mail ou téléphone",
  roles: [searchContract.operations.find.policy],
  access: "chaque type ne répond qu'à qui peut lire sa liste",
  answers: {
    types: ["application/json"],
    description:
      "{ q, hint, groups: [{ kind, label, hits: [{ kind, id, title, number, party, amountCents, state, detail, url }], more, listUrl }] } : 5 résultats au plus par type, les plus récents d'abord ; hint explique une recherche trop courte (moins de 3 caractères) ; q de plus de 200 caractères, sans lettre ni chiffre, ou kinds inconnu : 400 en français.",
  },
  query: (query) => ({ q: query.string("q"), kinds: query.list("kinds") }),
};

const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** GET /api/search?q=&kinds=: what the search box shows, as JSON, through the same procedure. */
export function registerSearchRoute(
  app: FastifyInstance,
  contextFor: ContextFactory,
  { callerFor }: FileRouteServer,
): void {
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
    SEARCH_PATH,
    { config: { doc } },
    async (request, reply): Promise<FastifyReply> => {
      try {
        const ctx = await contextFor(request);
        admit(ctx.user, doc.roles);
        const q = firstOf(request.query.q);
        const kinds = request.query.kinds ?? request.query["kinds[]"];
        const answer = await callerFor(ctx).search.find({
          q: typeof q === "string" ? q : "",
          kinds: kinds === undefined ? undefined : Array.isArray(kinds) ? kinds : [kinds],
        });
        return reply.header("Cache-Control", "no-store").send(answer);
      } catch (error) {
        return sendError(reply, error);
      }
    },
  );
}
