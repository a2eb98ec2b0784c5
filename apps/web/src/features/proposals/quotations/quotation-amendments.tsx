import { amendmentLabel, QUOTATION_STATE_LABELS } from "@tronc/domain";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useToast } from "../../../ui/toast";
import type { QuotationDetail } from "./quotation-format";

interface Props {
  quotation: QuotationDetail;
  /** Opens the recommendation that holds another quotation of the family. */
  onOpenRecommendation?: ((recommendationId: number) => void) | undefined;
  onChanged(): void;
}

type Link = { id: number; reference: string; recommendationId: number };

/** A reference that opens its recommendation when the screen can, plain text otherwise. */
function QuotationLinkButton({ link, open }: { link: Link; open: Props["onOpenRecommendation"] }) {
  if (!open) return <strong>{link.reference}</strong>;
  return (
    <Button variant="link" size="sm" onClick={() => open(link.recommendationId)}>
      {link.reference}
    </Button>
  );
}

/**
 * What the client signed stays signed: the notice of a locked quotation with 'Créer un avenant', and
 * the links between an original and its amendments ('Avenant n° 1 de DE-…', 'Avenants : …').
 */
export function QuotationAmendments({ quotation, onOpenRecommendation, onChanged }: Props) {
  const toast = useToast();
  const create = trpc.quotation.createAmendment.useMutation({
    onSuccess: (amendment) => {
      toast.success(`L'avenant ${amendment.reference} est créé`);
      onChanged();
      onOpenRecommendation?.(amendment.recommendationId);
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const { amendmentOf, amendments, replacedBy } = quotation;
  const locked = !quotation.canEditTerms;
  if (!locked && !amendmentOf && amendments.length === 0) return null;
  return (
    <div className="quotation-amendments stack">
      {amendmentOf && quotation.amendmentNumber !== null && (
        <p className="quotation-amendment-of">
          {amendmentLabel(quotation.amendmentNumber, "")}
          <QuotationLinkButton link={amendmentOf} open={onOpenRecommendation} />
        </p>
      )}
      {amendments.length > 0 && (
        <p className="quotation-amendment-list">
          Avenants :{" "}
          {amendments.map((amendment, index) => (
            <span key={amendment.id}>
              {index > 0 && ", "}
              <QuotationLinkButton link={amendment} open={onOpenRecommendation} /> (
              {QUOTATION_STATE_LABELS[amendment.state]})
            </span>
          ))}
        </p>
      )}
      {locked && (
        <div className="alert alert-info quotation-locked" role="status">
          <span>
            {replacedBy ? (
              <>
                Devis signé, remplacé par l'avenant{" "}
                <QuotationLinkButton link={replacedBy} open={onOpenRecommendation} /> : il reste imprimable.
              </>
            ) : (
              "Devis accepté : ses lignes, ses prix et ses conditions ne peuvent plus être modifiés."
            )}
          </span>
          {quotation.canAmend && (
            <Button
              variant="primary"
              size="sm"
              busy={create.isPending}
              onClick={() => create.mutate({ id: quotation.id })}
            >
              Créer un avenant
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
