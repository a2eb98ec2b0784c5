import { EmptyState } from "../../ui/empty-state";
import type { LeadDetail } from "./lead-helpers";

/** The lead's recommendations: an empty list until proposals exist (they come with the quotations). */
export function LeadRecommendationsCard({ lead }: { lead: LeadDetail }) {
  return (
    <section className="card" aria-labelledby="lead-recos-title">
      <div className="card-header">
        <h2 id="lead-recos-title">Recommandations</h2>
        <span className="muted">{lead.recommendationCount}</span>
      </div>
      <div className="card-body">
        {lead.company ? (
          <EmptyState title="Aucune recommandation pour ce lead.">
            Les recommandations et leurs devis arrivent avec le module des devis.
          </EmptyState>
        ) : (
          <p className="alert alert-info">
            Rattachez d'abord ce lead à une entreprise (« Rattacher à une entreprise ») pour pouvoir lui faire
            une recommandation.
          </p>
        )}
      </div>
    </section>
  );
}
