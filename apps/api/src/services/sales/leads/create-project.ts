import { type DbOrTx, projects } from "@tronc/db";
import { initialProjectState } from "@tronc/domain";
import { refreshProjectSearchText } from "../../../modules/work/projects/rows";
import { logChanges } from "../../shared/audit";
import type { LeadRow } from "../refs";

/** A lead always has its project, created with it in STATE_LEAD (DESIGN §10). */
export async function createLeadProject(db: DbOrTx, lead: LeadRow, userId: number): Promise<number> {
  const state = initialProjectState(true);
  const [project] = await db
    .insert(projects)
    .values({
      name: lead.subject.slice(0, 250),
      state,
      leadId: lead.id,
      creatorId: userId,
      companyId: lead.companyId,
      ownerTriangleCompanyId: lead.triangleCompanyId,
    })
    .returning({ id: projects.id });
  if (!project) throw new Error("project insert returned nothing");
  await refreshProjectSearchText(db, project.id);
  await logChanges(db, { type: "project", id: project.id }, userId, [
    { field: "state", from: null, to: state },
  ]);
  return project.id;
}
