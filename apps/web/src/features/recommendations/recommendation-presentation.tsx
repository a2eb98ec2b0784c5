import { type ChangeEvent, useRef, useState } from "react";
import { apiErrorMessage } from "../../lib/api-error";
import { trpc } from "../../lib/trpc";
import { uploadFile } from "../../ui/attachments";
import { Button } from "../../ui/button";
import { useConfirm } from "../../ui/confirm";
import { useToast } from "../../ui/toast";
import type { RecommendationView } from "./recommendation-types";

const UPLOAD_PATH = "/compta/recommandation/upload/pdf";

/** The presentation PDF printed before the quotations: upload, download, removal. */
export function RecommendationPresentation({
  reco,
  onChanged,
}: {
  reco: RecommendationView;
  onChanged(): void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const toast = useToast();
  const confirm = useConfirm();
  const update = trpc.recommendation.update.useMutation();

  const link = async (presentationFileId: number | null, message: string) => {
    await update.mutateAsync({ id: reco.id, presentationFileId });
    toast.success(message);
    onChanged();
  };
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploading(true);
    try {
      await link(await uploadFile(UPLOAD_PATH, file), "La présentation est enregistrée");
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };
  const remove = async () => {
    if (
      !(await confirm("Confirmez-vous la suppression de ce fichier ?", {
        danger: true,
        confirmLabel: "Supprimer",
      }))
    )
      return;
    await link(null, "Fichier effacé").catch((error: unknown) => toast.error(apiErrorMessage(error)));
  };

  return (
    <section className="reco-presentation" aria-labelledby="reco-presentation-title">
      <h3 id="reco-presentation-title">Présentation PDF</h3>
      {reco.presentation ? (
        <p className="reco-presentation-file">
          <a href={`/api/files/${reco.presentation.id}/download`}>{reco.presentation.filename}</a>
          <Button variant="link" size="sm" onClick={remove} aria-label="Supprimer la présentation">
            Supprimer
          </Button>
        </p>
      ) : (
        <p className="muted">Aucune présentation : l'export PDF commence par les devis.</p>
      )}
      <Button size="sm" busy={uploading} onClick={() => picker.current?.click()}>
        {reco.presentation ? "Remplacer la présentation" : "Ajouter une présentation PDF"}
      </Button>
      <input
        ref={picker}
        id="reco-presentation-input"
        type="file"
        accept="application/pdf,.pdf"
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Présentation PDF"
        onChange={onPick}
      />
    </section>
  );
}
