import { type DbOrTx, projects } from "@tronc/db";
import { assertConvertibleToProject, domainError, initialProjectState, projectTitle } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../auth/session-user";
import { createLeadProject } from "../../../services/sales/leads/create-project";
import { lockLead } from "../../../services/sales/refs";
import { logChanges } from "../../../services/shared/audit";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { versionedUpdate } from "../../../services/shared/versioned-update";
import { applyProjectInput, PROJECT_RECORD, type ProjectInput } from "./input";
import { findProject, lockProject, type ProjectRow, refreshProjectSearchText } from "./rows";
import { getProject, type ProjectView } from "./views";

export type { ProjectInput } from "./input";

/** 'Enregistrer', the title's blur, the state select: absent fields keep their value. */
export async function updateProject(
  ctx: ServiceContext,
  { id, version, ...input }: ProjectInput & { id: number; version: number },
): Promise<ProjectView> {
  await inTransaction(ctx, async (txCtx) => {
    const project = await lockProject(txCtx.db, id);
    await applyProjectInput(txCtx, project, input, version);
  });
  return getProject(ctx, { id });
}

async function lockedProjectOfLead(tx: DbOrTx, user: SessionUser, leadId: number): Promise<ProjectRow> {
  const lead = await lockLead(tx, leadId);
  const [existing] = await tx.select().from(projects).where(eq(projects.leadId, leadId)).for("update");
  if (existing) return existing;
  return findProject(tx, await createLeadProject(tx, lead, user.id));
}

/**
 * POST of a project for a lead: the lead already has its project (created with it), so the old
 * clients' creation chain updates that one rather than adding a second (DESIGN §10).
 */
export async function saveProjectForLead(
  ctx: ServiceContext,
  { leadId, ...input }: ProjectInput & { leadId: number },
): Promise<ProjectView> {
  const id = await inTransaction(ctx, async (txCtx) => {
    const project = await lockedProjectOfLead(txCtx.db, txCtx.user, leadId);
    await applyProjectInput(txCtx, project, input);
    return project.id;
  });
  return getProject(ctx, { id });
}

/** 'Convertir en projet': STATE_LEAD → STATE_PROJECT, with creator, client and a default project manager. */
export async function convertLeadToProject(ctx: ServiceContext, input: { id: number }): Promise<ProjectView> {
  const leadId = input.id;
  const id = await inTransaction(ctx, async (txCtx) => {
    const { db: tx, user } = txCtx;
    const lead = await lockLead(tx, leadId);
    const project = await lockedProjectOfLead(tx, user, leadId);
    assertConvertibleToProject(project.state);
    await versionedUpdate(txCtx, PROJECT_RECORD, {
      id: project.id,
      version: project.version,
      values: {
        state: "STATE_PROJECT",
        creatorId: user.id,
        companyId: lead.companyId ?? project.companyId,
        projectManagerId: project.projectManagerId ?? user.id,
        ownerTriangleCompanyId: project.ownerTriangleCompanyId ?? lead.triangleCompanyId,
      },
      before: project,
      audited: ["state"],
    });
    await refreshProjectSearchText(tx, project.id);
    return project.id;
  });
  return getProject(ctx, { id });
}

/**
 * A project created by hand (no lead) starts as STATE_PROJECT, managed by its creator unless another
 * manager is chosen; title, client and managing company are required.
 */
export async function createManualProject(ctx: ServiceContext, input: ProjectInput): Promise<ProjectView> {
  if (!input.name?.trim() || !input.companyId || !input.ownerTriangleCompanyId) {
    throw domainError("PROJECT_MANUAL_FIELDS_REQUIRED", "invalid");
  }
  const name = projectTitle(input.name);
  const id = await inTransaction(ctx, async (txCtx) => {
    const { db: tx, user, now } = txCtx;
    const state = initialProjectState(false);
    const [row] = await tx
      .insert(projects)
      .values({ name, state, creatorId: user.id, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("project insert returned nothing");
    await logChanges(tx, { type: "project", id: row.id }, user.id, [
      { field: "state", from: null, to: state },
    ]);
    const rest = { ...input, name: undefined, state: undefined, creatorId: undefined };
    await applyProjectInput(txCtx, row, { ...rest, projectManagerId: input.projectManagerId ?? user.id });
    await refreshProjectSearchText(tx, row.id);
    return row.id;
  });
  return getProject(ctx, { id });
}
