import { useEffect, useState } from "react";
import type { ProjectView } from "./project-helpers";
import type { ProjectChanges } from "./use-project-save";

/** The detail's fields saved by 'Enregistrer' (the title and the state save on their own). */
export interface ProjectDraft {
  comment: string;
  deliveryDate: string;
  projectManagerId: number | null;
  ownerTriangleCompanyId: number | null;
  triangleCompanyIds: number[];
  triangleUserIds: number[];
  gameUrl: string;
  materialIds: number[];
}

export function draftOf(project: ProjectView): ProjectDraft {
  return {
    comment: project.comment ?? "",
    deliveryDate: project.deliveryDate ?? "",
    projectManagerId: project.projectManager?.id ?? null,
    ownerTriangleCompanyId: project.ownerTriangleCompany?.id ?? null,
    triangleCompanyIds: project.triangleCompanies.map((company) => company.id),
    triangleUserIds: project.triangleUsers.map((person) => person.id),
    gameUrl: project.gameUrl ?? "",
    materialIds: project.materialIds,
  };
}

export function changesOf(draft: ProjectDraft): ProjectChanges {
  return {
    comment: draft.comment || null,
    deliveryDate: draft.deliveryDate || null,
    ...(draft.projectManagerId ? { projectManagerId: draft.projectManagerId } : {}),
    ownerTriangleCompanyId: draft.ownerTriangleCompanyId,
    triangleCompanyIds: draft.triangleCompanyIds,
    triangleUserIds: draft.triangleUserIds,
    gameUrl: draft.gameUrl.trim() || null,
    materialIds: draft.materialIds,
  };
}

/** The draft, reset whenever the saved project changes (after a save or a reload). */
export function useProjectDraft(project: ProjectView) {
  const [draft, setDraft] = useState(() => draftOf(project));
  useEffect(() => setDraft(draftOf(project)), [project]);
  const change = (changes: Partial<ProjectDraft>) => setDraft((current) => ({ ...current, ...changes }));
  return { draft, change };
}

export const toggled = (ids: number[], id: number) =>
  ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id];
