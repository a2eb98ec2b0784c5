import { type ChangeEvent, useRef, useState } from "react";
import { apiErrorMessage, readJsonResponse } from "../../lib/api-error";
import { Button } from "../../ui/button";
import { useConfirm } from "../../ui/confirm";
import { useToast } from "../../ui/toast";
import { PROJECT_MESSAGES, type ProjectView } from "./project-helpers";
import type { useProjectSave } from "./use-project-save";

/** Sends a file to the generic upload path (multipart field 'file') → its id. */
async function uploadFile(file: File): Promise<number> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch("/api/files", { method: "POST", body, credentials: "same-origin" });
  const { idFile } = await readJsonResponse<{ idFile: number }>(response);
  return idFile;
}

/** Attachments: uploaded then linked to the project; removal after the spec's confirmation. */
export function ProjectFilesCard({
  project,
  saver,
}: {
  project: ProjectView;
  saver: ReturnType<typeof useProjectSave>;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const confirm = useConfirm();
  const toast = useToast();
  const ids = project.attachments.map((file) => file.id);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (chosen.length === 0) return;
    setUploading(true);
    try {
      const added: number[] = [];
      for (const file of chosen) added.push(await uploadFile(file));
      await saver.save({ fileIds: [...ids, ...added] });
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const askRemove = async (fileId: number) => {
    if (!(await confirm(PROJECT_MESSAGES.fileDeleteConfirm, { danger: true, confirmLabel: "Supprimer" })))
      return;
    await saver.save({ fileIds: ids.filter((id) => id !== fileId) }).catch(() => undefined);
  };

  return (
    <section className="card" aria-labelledby="project-files-title">
      <div className="card-header">
        <h2 id="project-files-title">Pièces jointes</h2>
        {project.canEdit && (
          <Button size="sm" busy={uploading} onClick={() => picker.current?.click()}>
            Ajouter un fichier
          </Button>
        )}
        <input
          ref={picker}
          id="project-file-input"
          type="file"
          multiple
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Fichiers à joindre"
          onChange={onPick}
        />
      </div>
      {project.attachments.length === 0 ? (
        <p className="card-body muted">Aucune pièce jointe.</p>
      ) : (
        <ul className="project-files">
          {project.attachments.map((file) => (
            <li key={file.id}>
              <a href={file.downloadUrl}>{file.filename}</a>
              {project.canEdit && (
                <Button
                  variant="link"
                  size="sm"
                  aria-label={`Supprimer ${file.filename}`}
                  onClick={() => askRemove(file.id)}
                >
                  Supprimer
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
