import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { useIdInUrl } from "../../../ui/use-id-in-url";
import { RecommendationCard } from "../recommendations/recommendation-card";
import { RecommendationModal } from "../recommendations/recommendation-modal";
import "../recommendations/recommendations.css";
import type { LeadDetail } from "./lead-helpers";

/** The lead's recommendations (§2.7): one card each, 'Ajouter' when the lead has a client company. */
export function LeadRecommendationsCard({ lead }: { lead: LeadDetail }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const list = trpc.recommendation.listByLead.useQuery({ leadId: lead.id });
  const [openId, setOpenId] = useIdInUrl("recommandation");
  const create = trpc.recommendation.create.useMutation({
    onSuccess: async (reco) => {
      await utils.recommendation.listByLead.invalidate({ leadId: lead.id });
      await utils.lead.get.invalidate({ id: lead.id });
      setOpenId(reco.id);
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const items = list.data ?? [];
  return (
    <section className="card" aria-labelledby="lead-recos-title">
      <div className="card-header">
        <h2 id="lead-recos-title">Recommandations</h2>
        {lead.company && (
          <Button
            size="sm"
            variant="primary"
            busy={create.isPending}
            onClick={() => create.mutate({ leadId: lead.id })}
          >
            Ajouter une recommandation
          </Button>
        )}
      </div>
      <div className="card-body">
        {!lead.company && (
          <p className="alert alert-info">
            Rattachez d'abord ce lead à une entreprise (« Rattacher à une entreprise ») pour pouvoir lui faire
            une recommandation.
          </p>
        )}
        <QueryStatus query={list} loadingLabel="Chargement des recommandations…" />
        {list.data && items.length === 0 && lead.company && (
          <EmptyState title="Aucune recommandation pour ce lead.">
            Ajoutez une recommandation pour préparer les devis du client.
          </EmptyState>
        )}
        {items.length > 0 && (
          <ul className="reco-cards" aria-label="Recommandations du lead">
            {items.map((reco) => (
              <li key={reco.id}>
                <RecommendationCard reco={reco} onOpen={() => setOpenId(reco.id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {openId !== null && (
        <RecommendationModal
          recommendationId={openId}
          onClose={() => setOpenId(null)}
          onOpenRecommendation={setOpenId}
        />
      )}
    </section>
  );
}
