import { trpc } from "../../../lib/trpc";
import { Attachments } from "../../../ui/attachments";
import { useToast } from "../../../ui/toast";
import { LEAD_MESSAGES, type LeadDetail } from "./lead-helpers";
import { useLeadCache } from "./use-lead-actions";

export const LEAD_UPLOAD_PATH = "/tronc-commun/lead/upload/file";

/** Attachments: upload then link to the lead; delete after 'Confirmez-vous la suppression de ce fichier ?'. */
export function LeadFilesCard({ lead }: { lead: LeadDetail }) {
  const toast = useToast();
  const cache = useLeadCache(lead.id);
  const attach = trpc.lead.attachFile.useMutation();
  const remove = trpc.lead.removeFile.useMutation();
  return (
    <section className="card" aria-labelledby="lead-files-title">
      <div className="card-header">
        <h2 id="lead-files-title">Pièces jointes</h2>
      </div>
      <div className="card-body">
        <Attachments
          files={lead.files}
          canEdit
          inputId="lead-file-input"
          uploadPath={LEAD_UPLOAD_PATH}
          confirmMessage={LEAD_MESSAGES.fileDeleteConfirm}
          emptyText="Aucune pièce jointe."
          onAdd={async (fileIds) => {
            for (const fileId of fileIds)
              cache.patch({ files: await attach.mutateAsync({ id: lead.id, fileId }) });
            toast.success(LEAD_MESSAGES.fileAdded);
          }}
          onRemove={async (fileId) => {
            cache.patch({ files: await remove.mutateAsync({ id: lead.id, fileId }) });
            toast.success(LEAD_MESSAGES.fileDeleted);
          }}
        />
      </div>
    </section>
  );
}
