import { trpc } from "../../../lib/trpc";
import { PdfFileField } from "../../../ui/pdf-file-field";
import type { RecommendationView } from "./recommendation-types";

/** The presentation PDF printed before the quotations: upload, download, removal. */
export function RecommendationPresentation({
  reco,
  onChanged,
}: {
  reco: RecommendationView;
  onChanged(): void;
}) {
  const update = trpc.recommendation.update.useMutation();
  const link = async (presentationFileId: number | null) => {
    await update.mutateAsync({ id: reco.id, presentationFileId });
    onChanged();
  };
  return (
    <section className="reco-presentation" aria-labelledby="reco-presentation-title">
      <PdfFileField
        file={reco.presentation}
        uploadPath="/compta/recommandation/upload/pdf"
        onLink={link}
        savedMessage="La présentation est enregistrée"
        confirmMessage="Confirmez-vous la suppression de ce fichier ?"
        removeLabel="Supprimer"
        removeAriaLabel="Supprimer la présentation"
        addLabel="Ajouter une présentation PDF"
        replaceLabel="Remplacer la présentation"
        emptyText="Aucune présentation : l'export PDF commence par les devis."
        inputId="reco-presentation-input"
        inputLabel="Présentation PDF"
      >
        <h3 id="reco-presentation-title">Présentation PDF</h3>
      </PdfFileField>
    </section>
  );
}
