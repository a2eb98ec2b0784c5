import { type ChangeEvent, useRef, useState } from "react";
import { apiErrorMessage, readJsonResponse } from "../lib/api-error";
import { Button } from "./button";
import { useConfirm } from "./confirm";
import { useToast } from "./toast";
import "./attachments.css";

export interface AttachedFile {
  id: number;
  filename: string;
  downloadUrl: string;
  size?: number;
}

/** Sends a file to an upload path (multipart field 'file') → its id. */
export async function uploadFile(path: string, file: File): Promise<number> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(path, { method: "POST", body, credentials: "same-origin" });
  const { idFile } = await readJsonResponse<{ idFile: number }>(response);
  return idFile;
}

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} Ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;
}

interface Props {
  files: readonly AttachedFile[];
  canEdit: boolean;
  /** The hidden file input's id (tests and labels reach it by it). */
  inputId: string;
  /** Where files are uploaded before being linked (default the generic /api/files). */
  uploadPath?: string;
  /** The spec's 'Confirmez-vous la suppression de ce fichier ?'. */
  confirmMessage: string;
  /** Links the uploaded files to their owner (and says so). */
  onAdd(fileIds: number[]): Promise<unknown>;
  /** Unlinks or deletes one file (and says so). */
  onRemove(fileId: number): Promise<unknown>;
  /** Shown when there is none; nothing when absent. */
  emptyText?: string;
}

/** 'Pièces jointes' of a lead, a project or a task: the list, 'Ajouter un fichier', delete after confirming. */
export function Attachments({ files, canEdit, inputId, uploadPath = "/api/files", ...props }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const confirm = useConfirm();
  const toast = useToast();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (chosen.length === 0) return;
    setUploading(true);
    try {
      const added: number[] = [];
      for (const file of chosen) added.push(await uploadFile(uploadPath, file));
      await props.onAdd(added);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const askRemove = async (fileId: number) => {
    if (!(await confirm(props.confirmMessage, { danger: true, confirmLabel: "Supprimer" }))) return;
    await props.onRemove(fileId).catch((error: unknown) => toast.error(apiErrorMessage(error)));
  };

  return (
    <div className="attachments">
      {files.length === 0 ? (
        props.emptyText && <p className="muted">{props.emptyText}</p>
      ) : (
        <ul className="attachments-list" aria-label="Pièces jointes">
          {files.map((file) => (
            <li key={file.id}>
              <a href={file.downloadUrl}>{file.filename}</a>
              {file.size !== undefined && <span className="muted">{fileSize(file.size)}</span>}
              {canEdit && (
                <Button
                  variant="link"
                  size="sm"
                  className="attachments-remove"
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
      {canEdit && (
        <Button size="sm" busy={uploading} onClick={() => picker.current?.click()}>
          Ajouter un fichier
        </Button>
      )}
      <input
        ref={picker}
        id={inputId}
        type="file"
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Fichiers à joindre"
        onChange={onPick}
      />
    </div>
  );
}
