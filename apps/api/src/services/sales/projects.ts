import { companies, type DbOrTx, leads, projects } from "@tronc/db";
import {
  assertConvertibleToProject,
  assertDate,
  assertOwnActiveCompany,
  assertProjectState,
  assertProjectTransition,
  domainError,
  initialProjectState,
  type ProjectState,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-user";
import { logChanges } from "../shared/audit";
import { inTransaction, type ServiceContext } from "../shared/context";
import { createLeadProject } from "./leads/create-project";
import {
  assertActiveUser,
  assertCompanyExists,
  assertTriangleCompanyExists,
  lockLead,
  type NamedRef,
  type ProjectRow,
  refOf,
  triangleCompanyRefs,
  type UserRef,
  userRefs,
} from "./refs";

export interface ProjectView {
  id: number;
  name: string;
  state: ProjectState;
  lead: { id: number; subject: string } | null;
  creator: UserRef | null;
  company: NamedRef | null;
  projectManager: UserRef | null;
  ownerTriangleCompany: NamedRef | null;
  deliveryDate: string | null;
  refusedStatus: string | null;
  createdAt: string;
}

export interface ProjectInput {
  name?: string;
  state?: string;
  companyId?: number | null;
  creatorId?: number | null;
  projectManagerId?: number | null;
  ownerTriangleCompanyId?: number | null;
  deliveryDate?: string | null;
  refusedStatus?: string | null;
}

async function findProject(db: DbOrTx, id: number): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw domainError("PROJECT_NOT_FOUND", "notFound");
  return row;
}

export async function getProject(
  { db }: Pick<ServiceContext, "db">,
  { id }: { id: number },
): Promise<ProjectView> {
  const row = await findProject(db, id);
  const people = await userRefs(db, [row.creatorId, row.projectManagerId]);
  const groups = await triangleCompanyRefs(db, [row.ownerTriangleCompanyId]);
  const [company] = row.companyId
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, row.companyId))
    : [];
  const [lead] = row.leadId
    ? await db.select({ id: leads.id, subject: leads.subject }).from(leads).where(eq(leads.id, row.leadId))
    : [];
  const owner = refOf(groups, row.ownerTriangleCompanyId);
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    lead: lead ?? null,
    creator: refOf(people, row.creatorId),
    company: company ?? null,
    projectManager: refOf(people, row.projectManagerId),
    ownerTriangleCompany: owner ? { id: owner.id, name: owner.name } : null,
    deliveryDate: row.deliveryDate,
    refusedStatus: row.refusedStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Checks and turns an input into columns; the state change is logged. */
async function applyProjectInput(
  tx: DbOrTx,
  user: SessionUser,
  project: ProjectRow,
  input: ProjectInput,
  now: Date,
): Promise<void> {
  const set: Partial<typeof projects.$inferInsert> = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name) throw domainError("PROJECT_NAME_REQUIRED", "invalid");
    set.name = name.slice(0, 250);
  }
  if (input.state !== undefined && input.state !== project.state) {
    const to = assertProjectState(input.state);
    assertProjectTransition(project.state, to, { canArchive: true });
    set.state = to;
  }
  if (input.companyId !== undefined) {
    if (input.companyId !== null) await assertCompanyExists(tx, input.companyId);
    set.companyId = input.companyId;
  }
  for (const key of ["creatorId", "projectManagerId"] as const) {
    const value = input[key];
    if (value === undefined || value === project[key]) continue;
    if (value !== null) await assertActiveUser(tx, value, "ASSIGNEE_NOT_ACTIVE");
    set[key] = value;
  }
  if (
    input.ownerTriangleCompanyId !== undefined &&
    input.ownerTriangleCompanyId !== project.ownerTriangleCompanyId
  ) {
    if (input.ownerTriangleCompanyId !== null)
      assertOwnActiveCompany(input.ownerTriangleCompanyId, user.triangleCompanies);
    set.ownerTriangleCompanyId = input.ownerTriangleCompanyId;
  }
  if (input.deliveryDate !== undefined) {
    set.deliveryDate = input.deliveryDate ? assertDate(input.deliveryDate.slice(0, 10)) : null;
  }
  if (input.refusedStatus !== undefined) set.refusedStatus = input.refusedStatus?.trim() || null;
  if (Object.keys(set).length === 0) return;
  await tx
    .update(projects)
    .set({ ...set, updatedAt: now })
    .where(eq(projects.id, project.id));
  await logChanges(tx, { type: "project", id: project.id }, user.id, [
    { field: "state", from: project.state, to: set.state ?? project.state },
  ]);
}

export async function updateProject(
  ctx: ServiceContext,
  { id, ...input }: ProjectInput & { id: number },
): Promise<ProjectView> {
  const { user, now } = ctx;
  await inTransaction(ctx, async ({ db: tx }) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
    if (!project) throw domainError("PROJECT_NOT_FOUND", "notFound");
    await applyProjectInput(tx, user, project, input, now);
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
  const { user, now } = ctx;
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    const project = await lockedProjectOfLead(tx, user, leadId);
    await applyProjectInput(tx, user, project, input, now);
    return project.id;
  });
  return getProject(ctx, { id });
}

/** 'Convertir en projet': STATE_LEAD → STATE_PROJECT, with creator, client and a default project manager. */
export async function convertLeadToProject(ctx: ServiceContext, input: { id: number }): Promise<ProjectView> {
  const { user, now } = ctx;
  const leadId = input.id;
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    const lead = await lockLead(tx, leadId);
    const project = await lockedProjectOfLead(tx, user, leadId);
    assertConvertibleToProject(project.state);
    await tx
      .update(projects)
      .set({
        state: "STATE_PROJECT",
        creatorId: user.id,
        companyId: lead.companyId ?? project.companyId,
        projectManagerId: project.projectManagerId ?? user.id,
        ownerTriangleCompanyId: project.ownerTriangleCompanyId ?? lead.triangleCompanyId,
        updatedAt: now,
      })
      .where(eq(projects.id, project.id));
    await logChanges(tx, { type: "project", id: project.id }, user.id, [
      { field: "state", from: project.state, to: "STATE_PROJECT" },
    ]);
    return project.id;
  });
  return getProject(ctx, { id });
}

/** A project created by hand (no lead) starts as STATE_PROJECT; title, client and managing company required. */
export async function createManualProject(ctx: ServiceContext, input: ProjectInput): Promise<ProjectView> {
  const { user, now } = ctx;
  const name = input.name?.trim();
  if (!name || !input.companyId || !input.ownerTriangleCompanyId) {
    throw domainError("PROJECT_MANUAL_FIELDS_REQUIRED", "invalid");
  }
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    await assertCompanyExists(tx, input.companyId ?? 0);
    await assertTriangleCompanyExists(tx, input.ownerTriangleCompanyId ?? 0);
    const state = initialProjectState(false);
    const [row] = await tx
      .insert(projects)
      .values({ name: name.slice(0, 250), state, creatorId: user.id, projectManagerId: user.id })
      .returning();
    if (!row) throw new Error("project insert returned nothing");
    await logChanges(tx, { type: "project", id: row.id }, user.id, [
      { field: "state", from: null, to: state },
    ]);
    await applyProjectInput(tx, user, row, { ...input, state: undefined, name: undefined }, now);
    return row.id;
  });
  return getProject(ctx, { id });
}
