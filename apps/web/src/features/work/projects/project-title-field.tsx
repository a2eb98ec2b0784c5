import { PROJECT_TITLE_MAX } from "@tronc/domain";
import { useEffect, useState } from "react";
import type { ProjectView } from "./project-helpers";
import type { useProjectSave } from "./use-project-save";

/** The title, edited in place and saved when the focus leaves it (250 characters at most). */
export function ProjectTitleField({
  project,
  saver,
}: {
  project: ProjectView;
  saver: ReturnType<typeof useProjectSave>;
}) {
  const [title, setTitle] = useState(project.name);
  useEffect(() => setTitle(project.name), [project.name]);
  const commit = async () => {
    if (title.trim() === project.name) return setTitle(project.name);
    try {
      await saver.save({ name: title });
    } catch {
      setTitle(project.name);
    }
  };
  return (
    <input
      className="project-title-input"
      aria-label="Titre du projet"
      maxLength={PROJECT_TITLE_MAX}
      value={title}
      disabled={!project.canEdit}
      onChange={(event) => setTitle(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") event.currentTarget.blur();
      }}
    />
  );
}
