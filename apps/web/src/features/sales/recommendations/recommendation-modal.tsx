import { canAddQuotation, canGeneratePurchaseTasks } from "@tronc/domain";
import { useCallback, useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { FileActionLink } from "../../../ui/file-action-link";
import { Modal } from "../../../ui/modal";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { DeliveryCalendarEditor } from "../../proposals/event-calendar/delivery-calendar-editor";
import { QuotationBlock } from "../../proposals/quotations/quotation-block";
import { GeneratePurchaseTasksButton } from "../../proposals/supplier-purchases/generate-purchase-tasks-button";
import { RecommendationFacts } from "./recommendation-facts";
import { RecommendationPresentation } from "./recommendation-presentation";
import { RecommendationStateForm } from "./recommendation-state-form";
import { DELETE_CONFIRMATION, DUPLICATE_CONFIRMATION, type RecommendationView } from "./recommendation-types";
import "./recommendations.css";

/** The recommendation modal (§2.8), large and scrollable. */
export function RecommendationModal({
  recommendationId,
  onClose,
  onOpenRecommendation,
}: {
  recommendationId: number;
  onClose(): void;
  /** Shows another recommendation in its place (an amendment's, its original's). */
  onOpenRecommendation?: (recommendationId: number) => void;
}) {
  const reco = trpc.recommendation.get.useQuery({ id: recommendationId });
  return (
    <Modal
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={reco.data ? `Recommandation — ${reco.data.client.name}` : "Recommandation"}
      footer={reco.data ? <RecommendationActions reco={reco.data} onClose={onClose} /> : undefined}
    >
      <QueryStatus query={reco} loadingLabel="Chargement de la recommandation…" />
      {reco.data && <RecommendationContent reco={reco.data} onOpenRecommendation={onOpenRecommendation} />}
    </Modal>
  );
}

function useRecommendationRefresh(reco: RecommendationView) {
  const utils = trpc.useUtils();
  return useCallback(() => {
    void utils.recommendation.get.invalidate({ id: reco.id });
    void utils.recommendation.listByLead.invalidate({ leadId: reco.leadId });
    void utils.lead.get.invalidate({ id: reco.leadId });
    // A state change moves its quotations' and its project's versions (an accepted quotation shows
    // locked at once): their screens read them again.
    void utils.quotation.get.invalidate();
    void utils.project.get.invalidate();
  }, [utils, reco.id, reco.leadId]);
}

function RecommendationContent({
  reco,
  onOpenRecommendation,
}: {
  reco: RecommendationView;
  onOpenRecommendation?: ((recommendationId: number) => void) | undefined;
}) {
  const refresh = useRecommendationRefresh(reco);
  const toast = useToast();
  const [dirty, setDirty] = useState(false);
  const addQuotation = trpc.quotation.create.useMutation({
    onSuccess: () => {
      toast.success("Le devis est ajouté");
      refresh();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return (
    <div className="reco-modal stack">
      <RecommendationFacts reco={reco} onChanged={refresh} />
      <DeliveryCalendarEditor recommendationId={reco.id} onChanged={refresh} />
      <section className="reco-state" aria-label="État de la recommandation">
        <RecommendationStateForm reco={reco} onSaved={refresh} onDirtyChange={setDirty} />
        {canGeneratePurchaseTasks(reco.state, dirty) && (
          <GeneratePurchaseTasksButton recommendationId={reco.id} />
        )}
      </section>
      <section className="reco-quotations" aria-labelledby="reco-quotations-title">
        <div className="reco-section-header">
          <h3 id="reco-quotations-title">Devis ({reco.quotationCount})</h3>
          {canAddQuotation(reco.state) && (
            <Button
              size="sm"
              variant="primary"
              busy={addQuotation.isPending}
              onClick={() => addQuotation.mutate({ recommendationId: reco.id })}
            >
              Ajouter un devis
            </Button>
          )}
        </div>
        {reco.quotations.length === 0 && <p className="muted">Aucun devis pour cette recommandation.</p>}
        {reco.quotations.map((quotation) => (
          <QuotationBlock
            key={quotation.id}
            quotationId={quotation.id}
            onChanged={refresh}
            onOpenRecommendation={onOpenRecommendation}
          />
        ))}
      </section>
      <RecommendationPresentation reco={reco} onChanged={refresh} />
    </div>
  );
}

function RecommendationActions({ reco, onClose }: { reco: RecommendationView; onClose(): void }) {
  const refresh = useRecommendationRefresh(reco);
  const toast = useToast();
  const confirm = useConfirm();
  const onError = (error: unknown) => toast.error(apiErrorMessage(error));
  const duplicate = trpc.recommendation.duplicate.useMutation({
    onSuccess: () => {
      toast.success("La recommandation est bien dupliquée");
      refresh();
      onClose();
    },
    onError,
  });
  const remove = trpc.recommendation.delete.useMutation({
    onSuccess: () => {
      toast.success("La recommandation est bien supprimée");
      refresh();
      onClose();
    },
    onError,
  });
  const askDuplicate = async () => {
    if (await confirm(DUPLICATE_CONFIRMATION, { confirmLabel: "Dupliquer" }))
      duplicate.mutate({ id: reco.id });
  };
  const askDelete = async () => {
    if (await confirm(DELETE_CONFIRMATION, { confirmLabel: "Supprimer", danger: true }))
      remove.mutate({ id: reco.id });
  };
  return (
    <div className="reco-actions">
      <FileActionLink
        kind="pdf"
        className="btn btn-secondary"
        href={`/admin/print_recommandation/${reco.id}`}
        target="_blank"
      >
        Export PDF
      </FileActionLink>
      <Button busy={duplicate.isPending} onClick={askDuplicate}>
        Dupliquer
      </Button>
      {reco.canDelete && (
        <Button variant="danger" busy={remove.isPending} onClick={askDelete}>
          Supprimer
        </Button>
      )}
      <Button variant="ghost" onClick={onClose}>
        Fermer
      </Button>
    </div>
  );
}
