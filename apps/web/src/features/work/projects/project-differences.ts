import { PROJECT_STATE_LABELS, type ProjectState } from "@tronc/domain";
import type { FieldDifference } from "../../../ui/conflict-dialog";
import { plainText } from "../../proposals/document-lines/document-format";
import type { ProjectOptions, ProjectView } from "./project-helpers";
import type { ProjectChanges } from "./use-project-save";

type Named = { id: number; name?: string; fullname?: string };

/** The fields sent that are not the project's now, under the screen's labels, as a person reads them. */
export function projectDifferences(
  sent: ProjectChanges,
  current: ProjectView,
  options: ProjectOptions | undefined,
): FieldDifference[] {
  const nameOf = (list: readonly Named[] | undefined, id: number | null | undefined) => {
    if (id == null) return "";
    const found = list?.find((item) => item.id === id);
    return found?.fullname ?? found?.name ?? `n° ${id}`;
  };
  const namesOf = (list: readonly Named[] | undefined, ids: readonly number[]) =>
    ids.map((id) => nameOf(list, id)).join(", ");
  const sameIds = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && a.every((id) => b.includes(id));
  const rows: FieldDifference[] = [];
  const compare = (label: string, yours: string, theirs: string) => {
    if (yours.trim() !== theirs.trim()) rows.push({ label, yours, theirs });
  };
  if (sent.name !== undefined) compare("Titre du projet", sent.name, current.name);
  if (sent.state !== undefined)
    compare(
      "État du projet",
      PROJECT_STATE_LABELS[sent.state],
      PROJECT_STATE_LABELS[current.state as ProjectState],
    );
  if (sent.comment !== undefined)
    compare("Description", plainText(sent.comment ?? ""), plainText(current.comment ?? ""));
  if (sent.deliveryDate !== undefined)
    compare("Date de livraison prévue", sent.deliveryDate ?? "", current.deliveryDate ?? "");
  if (sent.projectManagerId !== undefined)
    compare(
      "Chef de projet",
      nameOf(options?.users, sent.projectManagerId),
      current.projectManager?.fullname ?? "",
    );
  if (sent.ownerTriangleCompanyId !== undefined)
    compare(
      "Géré par",
      nameOf(options?.triangleCompanies, sent.ownerTriangleCompanyId),
      current.ownerTriangleCompany?.name ?? "",
    );
  if (sent.gameUrl !== undefined)
    compare("URL du jeu ou de la borne", sent.gameUrl ?? "", current.gameUrl ?? "");
  const lists: [string, readonly number[] | undefined, readonly Named[], readonly Named[] | undefined][] = [
    [
      "Entreprises du groupe associées",
      sent.triangleCompanyIds,
      current.triangleCompanies,
      options?.triangleCompanies,
    ],
    ["Utilisateurs affectés", sent.triangleUserIds, current.triangleUsers, options?.users],
  ];
  for (const [label, ids, now, names] of lists) {
    if (
      ids &&
      !sameIds(
        ids,
        now.map((item) => item.id),
      )
    )
      rows.push({
        label,
        yours: namesOf(names, ids),
        theirs: namesOf(
          now,
          now.map((item) => item.id),
        ),
      });
  }
  if (sent.materialIds && !sameIds(sent.materialIds, current.materialIds))
    rows.push({
      label: "Matériel",
      yours: namesOf(
        current.materials.map((material) => ({ id: material.id, name: material.label })),
        sent.materialIds,
      ),
      theirs: current.materials.map((material) => material.label).join(", "),
    });
  return rows;
}
