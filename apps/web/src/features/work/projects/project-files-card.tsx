import { Attachments } from "../../../ui/attachments";
import { PROJECT_MESSAGES, type ProjectView } from "./project-helpers";
import type { useProjectSave } from "./use-project-save";

/** Attachments: uploaded then linked to the project; removal (unlinking) after the spec's confirmation. */
export function ProjectFilesCard({
  project,
  saver,
}: {
  project: ProjectView;
  saver: ReturnType<typeof useProjectSave>;
}) {
  const ids = project.attachments.map((file) => file.id);
  return (
    <section className="card" aria-labelledby="project-files-title">
      <div className="card-header">
        <h2 id="project-files-title">Pièces jointes</h2>
      </div>
      <div className="card-body">
        <Attachments
          files={project.attachments}
          canEdit={project.canEdit}
          inputId="project-file-input"
          confirmMessage={PROJECT_MESSAGES.fileDeleteConfirm}
          emptyText="Aucune pièce jointe."
          // The saver shows its own refusals as a toast: nothing more to say here.
          onAdd={(added) => saver.save({ fileIds: [...ids, ...added] }).catch(() => undefined)}
          onRemove={(fileId) =>
            saver.save({ fileIds: ids.filter((id) => id !== fileId) }).catch(() => undefined)
          }
        />
      </div>
    </section>
  );
}
