import { type ChangeEvent, useRef, useState } from "react";
import { apiErrorMessage, readJsonResponse } from "../../lib/api-error";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { useConfirm } from "../../ui/confirm";
import { useToast } from "../../ui/toast";
import { TASK_TEXTS, type TaskView } from "./task-form";

export const TASK_UPLOAD_PATH = "/tronc-commun/task/upload/file";

/** Sends a file to the task upload path (multipart field 'file') → its id. */
async function uploadTaskFile(file: File): Promise<number> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(TASK_UPLOAD_PATH, { method: "POST", body, credentials: "same-origin" });
  const { idFile } = await readJsonResponse<{ idFile: number }>(response);
  return idFile;
}

async function deleteFile(fileId: number): Promise<void> {
  const response = await fetch(`/api/files/${fileId}`, { method: "DELETE", credentials: "same-origin" });
  await readJsonResponse<unknown>(response);
}

/** 'Pièces jointes' of a saved task: upload then link; delete after the spec's confirmation. */
export function TaskAttachments({ task }: { task: TaskView | undefined }) {
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const toast = useToast();
  const utils = trpc.useUtils();
  const update = trpc.task.update.useMutation();

  if (!task) return <p className="muted task-files-later">{TASK_TEXTS.filesAfterSave}</p>;

  const refresh = (next?: TaskView) =>
    next ? utils.task.get.setData({ id: task.id }, next) : utils.task.get.invalidate({ id: task.id });

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (chosen.length === 0) return;
    setBusy(true);
    try {
      const ids = task.attachments.map((file) => file.id);
      for (const file of chosen) ids.push(await uploadTaskFile(file));
      refresh(await update.mutateAsync({ id: task.id, attachmentIds: ids }));
      toast.success(TASK_TEXTS.fileAdded);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const askRemove = async (fileId: number) => {
    if (!(await confirm(TASK_TEXTS.fileDeleteConfirm, { danger: true, confirmLabel: "Supprimer" }))) return;
    try {
      await deleteFile(fileId);
      await refresh();
      toast.success(TASK_TEXTS.fileDeleted);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  };

  return (
    <div className="task-files">
      {task.attachments.length > 0 && (
        <ul className="task-file-list" aria-label="Pièces jointes">
          {task.attachments.map((file) => (
            <li key={file.id}>
              <a href={file.downloadUrl}>{file.filename}</a>
              <Button
                size="sm"
                variant="link"
                onClick={() => askRemove(file.id)}
                aria-label={`Supprimer ${file.filename}`}
              >
                Supprimer
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button size="sm" busy={busy} onClick={() => picker.current?.click()}>
        Ajouter un fichier
      </Button>
      <input
        ref={picker}
        id="task-file-input"
        type="file"
        multiple
        className="visually-hidden"
        tabIndex={-1}
        onChange={onPick}
      />
    </div>
  );
}
