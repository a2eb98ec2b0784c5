import {
  type DbOrTx,
  projectFiles,
  projects,
  projectTriangleCompanies,
  projectUsers,
  tasks,
} from "@tronc/db";
import {
  assertDate,
  assertOwnActiveCompany,
  assertProjectState,
  assertProjectTransition,
  canArchiveProject,
  projectGameUrl,
  projectTitle,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../auth/session-user";
import { assertFilesReadable } from "../../../services/core/files/file-access";
import { assertCompanyExists, assertTriangleCompanyExists } from "../../../services/sales/refs";
import type { ServiceContext } from "../../../services/shared/context";
import { sanitizeRichText } from "../../../services/shared/rich-text";
import { type VersionedEntity, versionedUpdate } from "../../../services/shared/versioned-update";
import { refreshTaskSearchText } from "../../../services/work/tasks/search-text";
import { replaceProjectMaterials } from "./materials";
import { assertActiveGroupUsers, type ProjectRow, refreshProjectSearchText } from "./rows";

/** The project as a versioned record: 'Ce projet', 'project' in the audit log. */
export const PROJECT_RECORD: VersionedEntity<typeof projects> = {
  table: projects,
  kind: "project",
  audit: "project",
};

/** A project's fields as a save sends them: absent keeps the saved value, null clears it. */
export interface ProjectInput {
  name?: string | undefined;
  state?: string | undefined;
  companyId?: number | null | undefined;
  creatorId?: number | null | undefined;
  projectManagerId?: number | null | undefined;
  ownerTriangleCompanyId?: number | null | undefined;
  deliveryDate?: string | null | undefined;
  refusedStatus?: string | null | undefined;
  comment?: string | null | undefined;
  gameUrl?: string | null | undefined;
  triangleCompanyIds?: number[] | undefined;
  triangleUserIds?: number[] | undefined;
  fileIds?: number[] | undefined;
  /** The materials the project uses (replaces the set). */
  materialIds?: number[] | undefined;
}

/** 'YYYY-MM-DD', or the day of 'YYYY-MM-DD HH:mm' / an ISO date-time (the old client sends a time). */
function deliveryDay(value: string): string {
  const day = /^(\d{4}-\d{2}-\d{2})(?:[ T][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value)?.[1];
  return assertDate(day ?? value);
}

async function projectCanArchive(tx: DbOrTx, projectId: number): Promise<boolean> {
  const rows = await tx.select({ state: tasks.state }).from(tasks).where(eq(tasks.projectId, projectId));
  return canArchiveProject(rows.map((row) => row.state));
}

/** The scalar columns of an input, each checked; references must exist (and the managing company be the user's). */
async function columnsOf(
  tx: DbOrTx,
  user: SessionUser,
  project: ProjectRow,
  input: ProjectInput,
): Promise<Partial<typeof projects.$inferInsert>> {
  const set: Partial<typeof projects.$inferInsert> = {};
  if (input.name !== undefined) set.name = projectTitle(input.name);
  if (input.state !== undefined && input.state !== project.state) {
    const to = assertProjectState(input.state);
    const canArchive = to === "STATE_ARCHIVED" ? await projectCanArchive(tx, project.id) : true;
    assertProjectTransition(project.state, to, { canArchive });
    set.state = to;
  }
  if (input.companyId !== undefined && input.companyId !== project.companyId) {
    if (input.companyId !== null) await assertCompanyExists(tx, input.companyId);
    set.companyId = input.companyId;
  }
  if (input.creatorId !== undefined && input.creatorId !== project.creatorId) {
    if (input.creatorId !== null)
      await assertActiveGroupUsers(tx, [input.creatorId], "PROJECT_USER_NOT_ACTIVE");
    set.creatorId = input.creatorId;
  }
  if (input.projectManagerId !== undefined && input.projectManagerId !== project.projectManagerId) {
    if (input.projectManagerId !== null) {
      await assertActiveGroupUsers(tx, [input.projectManagerId], "PROJECT_MANAGER_NOT_ACTIVE");
    }
    set.projectManagerId = input.projectManagerId;
  }
  const owner = input.ownerTriangleCompanyId;
  if (owner !== undefined && owner !== project.ownerTriangleCompanyId) {
    if (owner !== null) {
      await assertTriangleCompanyExists(tx, owner);
      assertOwnActiveCompany(owner, user.triangleCompanies);
    }
    set.ownerTriangleCompanyId = owner;
  }
  if (input.deliveryDate !== undefined) {
    set.deliveryDate = input.deliveryDate?.trim() ? deliveryDay(input.deliveryDate.trim()) : null;
  }
  if (input.refusedStatus !== undefined) set.refusedStatus = input.refusedStatus?.trim() || null;
  if (input.comment !== undefined)
    set.comment = input.comment ? sanitizeRichText(input.comment) || null : null;
  if (input.gameUrl !== undefined) set.gameUrl = projectGameUrl(input.gameUrl);
  return set;
}

async function replaceLinks(tx: DbOrTx, user: SessionUser, project: ProjectRow, input: ProjectInput) {
  const projectId = project.id;
  if (input.triangleCompanyIds !== undefined) {
    const ids = [...new Set(input.triangleCompanyIds)];
    for (const id of ids) await assertTriangleCompanyExists(tx, id);
    await tx.delete(projectTriangleCompanies).where(eq(projectTriangleCompanies.projectId, projectId));
    if (ids.length > 0) {
      await tx
        .insert(projectTriangleCompanies)
        .values(ids.map((triangleCompanyId) => ({ projectId, triangleCompanyId })));
    }
  }
  if (input.triangleUserIds !== undefined) {
    const ids = [...new Set(input.triangleUserIds)];
    const current = await tx
      .select({ id: projectUsers.userId })
      .from(projectUsers)
      .where(eq(projectUsers.projectId, projectId));
    // Someone already on the project stays even once inactive; a newcomer must be an active group user.
    const newcomers = ids.filter((id) => !current.some((row) => row.id === id));
    await assertActiveGroupUsers(tx, newcomers, "PROJECT_USER_NOT_ACTIVE");
    await tx.delete(projectUsers).where(eq(projectUsers.projectId, projectId));
    if (ids.length > 0) await tx.insert(projectUsers).values(ids.map((userId) => ({ projectId, userId })));
  }
  if (input.fileIds !== undefined) {
    const ids = [...new Set(input.fileIds)];
    await assertFilesReadable({ db: tx, user }, { fileIds: ids });
    await tx.delete(projectFiles).where(eq(projectFiles.projectId, projectId));
    if (ids.length > 0) await tx.insert(projectFiles).values(ids.map((fileId) => ({ projectId, fileId })));
  }
  if (input.materialIds !== undefined) await replaceProjectMaterials(tx, projectId, input.materialIds);
}

/**
 * Checks an input and writes it in the caller's transaction: columns, shared companies, users and
 * attachments. The row's version moves even when only links changed, and a save based on an older
 * `version` than the row's is refused (409); each changed column goes to the audit log, and the
 * search text follows the name and client.
 */
export async function applyProjectInput(
  ctx: ServiceContext,
  project: ProjectRow,
  input: ProjectInput,
  version: number = project.version,
): Promise<{ version: number }> {
  const { db: tx, user } = ctx;
  const set = await columnsOf(tx, user, project, input);
  await replaceLinks(tx, user, project, input);
  const saved = await versionedUpdate(ctx, PROJECT_RECORD, {
    id: project.id,
    version,
    values: set,
    before: project,
  });
  if (set.name !== undefined || set.companyId !== undefined) {
    // The tasks' search text carries the project's name and client: both follow in this transaction.
    await refreshProjectSearchText(tx, project.id);
    await refreshTaskSearchText(tx, { projectId: project.id });
  }
  return saved;
}
