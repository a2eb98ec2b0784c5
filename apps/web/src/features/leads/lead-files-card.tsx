import { type ChangeEvent, useRef, useState } from "react";
import { apiErrorMessage, readJsonResponse } from "../../lib/api-error";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { useConfirm } from "../../ui/confirm";
import { useToast } from "../../ui/toast";
import { LEAD_MESSAGES, type LeadDetail } from "./lead-helpers";
import { useLeadCache } from "./use-lead-actions";

export const LEAD_UPLOAD_PATH = "/tronc-commun/lead/upload/file";

/** Sends a file to the lead upload path (multipart field 'file') → its id. */
async function uploadLeadFile(file: File): Promise<number> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(LEAD_UPLOAD_PATH, { method: "POST", body, credentials: "same-origin" });
  const { idFile } = await readJsonResponse<{ idFile: number }>(response);
  return idFile;
}

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} Ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;
}

/** Attachments: upload then link to the lead; delete after 'Confirmez-vous la suppression de ce fichier ?'. */
export function LeadFilesCard({ lead }: { lead: LeadDetail }) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const confirm = useConfirm();
  const toast = useToast();
  const cache = useLeadCache(lead.id);
  const attach = trpc.lead.attachFile.useMutation();
  const remove = trpc.lead.removeFile.useMutation({
    onSuccess: (files) => {
      cache.patch({ files });
      toast.success(LEAD_MESSAGES.fileDeleted);
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (chosen.length === 0) return;
    setUploading(true);
    try {
      for (const file of chosen) {
        const fileId = await uploadLeadFile(file);
        cache.patch({ files: await attach.mutateAsync({ id: lead.id, fileId }) });
      }
      toast.success(LEAD_MESSAGES.fileAdded);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const askRemove = async (fileId: number) => {
    if (await confirm(LEAD_MESSAGES.fileDeleteConfirm, { danger: true, confirmLabel: "Supprimer" })) {
      remove.mutate({ id: lead.id, fileId });
    }
  };

  return (
    <section className="card" aria-labelledby="lead-files-title">
      <div className="card-header">
        <h2 id="lead-files-title">Pièces jointes</h2>
        <Button size="sm" busy={uploading} onClick={() => picker.current?.click()}>
          Ajouter un fichier
        </Button>
        <input
          ref={picker}
          id="lead-file-input"
          type="file"
          multiple
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Fichiers à joindre"
          onChange={onPick}
        />
      </div>
      {lead.files.length === 0 ? (
        <p className="card-body muted">Aucune pièce jointe.</p>
      ) : (
        <ul className="lead-files">
          {lead.files.map((file) => (
            <li key={file.id}>
              <a href={file.downloadUrl}>{file.filename}</a>
              <span className="muted">{fileSize(file.size)}</span>
              <Button
                variant="link"
                size="sm"
                className="lead-danger-link"
                aria-label={`Supprimer ${file.filename}`}
                onClick={() => askRemove(file.id)}
              >
                Supprimer
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
