import { readJsonResponse } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Attachments } from "../../../ui/attachments";
import { useToast } from "../../../ui/toast";
import { TASK_TEXTS, type TaskView } from "./task-form";

export const TASK_UPLOAD_PATH = "/tronc-commun/task/upload/file";

async function deleteFile(fileId: number): Promise<void> {
  const response = await fetch(`/api/files/${fileId}`, { method: "DELETE", credentials: "same-origin" });
  await readJsonResponse<unknown>(response);
}

/** 'Pièces jointes' of a saved task: upload then link; delete after the spec's confirmation. */
export function TaskAttachments({ task }: { task: TaskView | undefined }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const update = trpc.task.update.useMutation();

  if (!task) return <p className="muted task-files-later">{TASK_TEXTS.filesAfterSave}</p>;

  const ids = task.attachments.map((file) => file.id);
  return (
    <Attachments
      files={task.attachments}
      canEdit
      inputId="task-file-input"
      uploadPath={TASK_UPLOAD_PATH}
      confirmMessage={TASK_TEXTS.fileDeleteConfirm}
      onAdd={async (added) => {
        utils.task.get.setData(
          { id: task.id },
          await update.mutateAsync({ id: task.id, version: task.version, attachmentIds: [...ids, ...added] }),
        );
        toast.success(TASK_TEXTS.fileAdded);
      }}
      onRemove={async (fileId) => {
        await deleteFile(fileId);
        await utils.task.get.invalidate({ id: task.id });
        toast.success(TASK_TEXTS.fileDeleted);
      }}
    />
  );
}
