import { type DbOrTx, materials, projectMaterials } from "@tronc/db";
import { domainError, type MaterialType } from "@tronc/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { materialTypeOf } from "../../support/materials/rows";
import { choiceOf } from "../../support/materials/search";

export interface ProjectMaterialView {
  id: number;
  type: MaterialType;
  label: string;
}

/** The project's materials (inactive ones included: they stay until someone removes them). */
export async function projectMaterialsOf(db: DbOrTx, projectId: number): Promise<ProjectMaterialView[]> {
  const rows = await db
    .select({ material: materials })
    .from(projectMaterials)
    .innerJoin(materials, eq(materials.id, projectMaterials.materialId))
    .where(eq(projectMaterials.projectId, projectId))
    .orderBy(asc(materials.type), asc(materials.id));
  return rows
    .map(({ material }) => ({ ...choiceOf(material), type: materialTypeOf(material) }))
    .sort((a, b) => a.label.localeCompare(b.label, "fr"));
}

/**
 * Replaces the project's set: a material it already has may stay even once switched off; one added
 * must exist and be active (the picker offers only those).
 */
export async function replaceProjectMaterials(tx: DbOrTx, projectId: number, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  const current = await tx
    .select({ id: projectMaterials.materialId })
    .from(projectMaterials)
    .where(eq(projectMaterials.projectId, projectId));
  const newcomers = wanted.filter((id) => !current.some((row) => row.id === id));
  if (newcomers.length > 0) {
    const found = await tx
      .select({ id: materials.id })
      .from(materials)
      .where(and(inArray(materials.id, newcomers), eq(materials.isActive, true)));
    const missing = newcomers.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) {
      throw domainError("MATERIAL_PROJECT_UNKNOWN", "invalid", { id: missing }, { field: "materialIds" });
    }
  }
  await tx.delete(projectMaterials).where(eq(projectMaterials.projectId, projectId));
  if (wanted.length > 0) {
    await tx.insert(projectMaterials).values(wanted.map((materialId) => ({ projectId, materialId })));
  }
}
