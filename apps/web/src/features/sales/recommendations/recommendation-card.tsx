import { isInvoicingStarted, RECOMMENDATION_STATE_COLORS, RECOMMENDATION_STATE_LABELS } from "@tronc/domain";
import { formatDate } from "../../../lib/format";
import { Badge } from "../../../ui/badge";
import { QuotationStateBadge } from "../../proposals/quotations/quotation-state-badge";
import { NO_DELIVERY_DATE, type RecommendationView } from "./recommendation-types";

/** One card of the lead's recommendations (§2.7); clicking it opens the modal. */
export function RecommendationCard({ reco, onOpen }: { reco: RecommendationView; onOpen(): void }) {
  const count = reco.quotationCount;
  return (
    <button
      type="button"
      className="reco-card"
      onClick={onOpen}
      aria-label={`Recommandation du ${formatDate(reco.createdAt)}`}
    >
      <span className="reco-card-head">
        <Badge variant={RECOMMENDATION_STATE_COLORS[reco.state]}>
          {RECOMMENDATION_STATE_LABELS[reco.state]}
        </Badge>
        <span className="muted">Créée le {formatDate(reco.createdAt)}</span>
        {reco.sendAt && <span className="muted">Envoyée le {formatDate(reco.sendAt)}</span>}
      </span>
      <span className="reco-card-facts">
        <span>Par {reco.createdBy?.fullname ?? "—"}</span>
        <span>{count} devis</span>
        <span>
          Livraison : <strong>{reco.deliveryDate ? formatDate(reco.deliveryDate) : NO_DELIVERY_DATE}</strong>
        </span>
      </span>
      {reco.quotations.length > 0 && (
        <span className="reco-card-quotations">
          {reco.quotations.map((quotation) => (
            <span key={quotation.id} className="reco-card-quotation">
              {quotation.title || quotation.reference}
              {isInvoicingStarted(quotation.state) && <QuotationStateBadge state={quotation.state} />}
            </span>
          ))}
        </span>
      )}
    </button>
  );
}
