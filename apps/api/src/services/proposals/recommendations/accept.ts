import { type DbOrTx, leads, projects } from "@tronc/db";
import { leadStatusAfterRecommendation, projectStateOnAcceptance } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../auth/session-user";
import {
  assertActiveGroupUsers,
  lockProject,
  refreshProjectSearchText,
} from "../../../modules/work/projects/rows";
import { createLeadProject } from "../../sales/leads/create-project";
import { lockLead } from "../../sales/refs";
import { logChanges } from "../../shared/audit";
import { nextVersion } from "../../shared/versioned-update";
import type { DeliveryRange, RecommendationRow } from "./rows";

/**
 * What accepting does beyond the recommendation, in its transaction: the lead's project gets its
 * manager (chosen, else its own, else me), an empty refused status and the delivery date; the lead
 * moves to 'Devis accepté' (even when nobody took it over yet). Both changes are audited.
 */
export async function applyAcceptance(
  tx: DbOrTx,
  user: SessionUser,
  now: Date,
  recommendation: RecommendationRow,
  range: DeliveryRange,
  projectManagerId: number | undefined,
): Promise<void> {
  const lead = await lockLead(tx, recommendation.leadId);
  const [existing] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.leadId, lead.id));
  const project = await lockProject(tx, existing?.id ?? (await createLeadProject(tx, lead, user.id)));
  const managerId = projectManagerId ?? project.projectManagerId ?? user.id;
  await assertActiveGroupUsers(tx, [managerId], "PROJECT_MANAGER_NOT_ACTIVE");
  const state = projectStateOnAcceptance(project.state);
  await tx
    .update(projects)
    .set({
      state,
      projectManagerId: managerId,
      refusedStatus: "",
      deliveryDate: range.deliveryDate ?? project.deliveryDate,
      companyId: project.companyId ?? recommendation.companyId,
      ownerTriangleCompanyId: project.ownerTriangleCompanyId ?? recommendation.triangleCompanyId,
      updatedAt: now,
      updatedById: user.id,
      version: nextVersion(projects),
    })
    .where(eq(projects.id, project.id));
  await logChanges(tx, { type: "project", id: project.id }, user.id, [
    { field: "state", from: project.state, to: state },
    { field: "projectManagerId", from: project.projectManagerId, to: managerId },
  ]);
  await refreshProjectSearchText(tx, project.id);

  const leadStatus = leadStatusAfterRecommendation("RECO_STATE_ACCEPTED");
  if (leadStatus && lead.leadStatus !== leadStatus) {
    await tx
      .update(leads)
      .set({ leadStatus, readAt: lead.readAt ?? now, updatedAt: now })
      .where(eq(leads.id, lead.id));
    await logChanges(tx, { type: "lead", id: lead.id }, user.id, [
      { field: "leadStatus", from: lead.leadStatus, to: leadStatus },
    ]);
  }
}
