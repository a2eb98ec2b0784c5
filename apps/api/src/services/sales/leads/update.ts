import { type DbOrTx, leads, projects, users } from "@tronc/db";
import {
  assertLeadLevel,
  assertLeadOwned,
  assertLeadStatus,
  assertLeadSubject,
  assertOwnActiveCompany,
  assertOwnerChange,
  assertStatusChange,
  assertTransition,
  LEAD_STATUS_MACHINE,
  takeOverDecision,
  takeOverLead as takeOverEffect,
} from "@tronc/domain";
import { and, eq, sql } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import { refreshLeadProjectSearchText } from "../../../modules/work/projects/rows";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { sanitizeRichText } from "../../shared/rich-text";
import { nextVersion, type VersionedEntity, versionedUpdate } from "../../shared/versioned-update";
import { assertActiveUser, assertCompanyExists, lockLead } from "../refs";
import { refreshLeadSearchText } from "../search-text";
import { getLeadDetail, type LeadDetail } from "./views";

export interface LeadUpdateInput {
  id: number;
  version: number;
  subject?: string;
  brief?: string;
  leadLevel?: string | null;
  leadStatus?: string;
  ownerId?: number | null;
  userAssignedId?: number | null;
  triangleCompanyId?: number;
  sourceTriangleCompanyId?: number;
  /** Attaches an existing client company (the conversion modal does more: see convertLeadToCompany). */
  companyId?: number | null;
}

type LeadChanges = Partial<typeof leads.$inferInsert>;

/** The lead as a versioned record: 'Ce lead', 'lead' in the audit log. */
export const LEAD_RECORD: VersionedEntity<typeof leads> = { table: leads, kind: "lead", audit: "lead" };

/** What the history shows of a lead's save (its stamps — read, taken over, assigned at — are not changes). */
const LEAD_AUDITED = [
  "subject",
  "brief",
  "leadStatus",
  "leadLevel",
  "ownerId",
  "userAssignedId",
  "triangleCompanyId",
  "sourceTriangleCompanyId",
  "companyId",
] as const;

/** Saves what the lead page changed; every status, level, owner and assignee change is logged. */
export async function updateLead(ctx: ServiceContext, input: LeadUpdateInput): Promise<LeadDetail> {
  const { id } = input;
  const { user, now } = ctx;
  await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const lead = await lockLead(tx, id);
    const set: LeadChanges = {};
    if (input.subject !== undefined) set.subject = assertLeadSubject(input.subject);
    if (input.brief !== undefined) set.brief = sanitizeRichText(input.brief);
    if (input.triangleCompanyId !== undefined && input.triangleCompanyId !== lead.triangleCompanyId) {
      assertOwnActiveCompany(input.triangleCompanyId, user.triangleCompanies);
      set.triangleCompanyId = input.triangleCompanyId;
    }
    if (
      input.sourceTriangleCompanyId !== undefined &&
      input.sourceTriangleCompanyId !== lead.sourceTriangleCompanyId
    ) {
      assertOwnActiveCompany(input.sourceTriangleCompanyId, user.triangleCompanies);
      set.sourceTriangleCompanyId = input.sourceTriangleCompanyId;
    }
    if (input.companyId !== undefined && input.companyId !== lead.companyId) {
      if (input.companyId !== null) await assertCompanyExists(tx, input.companyId);
      set.companyId = input.companyId;
    }
    if (input.ownerId !== undefined && input.ownerId !== lead.ownerId) {
      assertOwnerChange(lead, user, input.ownerId);
      if (input.ownerId !== null) await assertActiveUser(tx, input.ownerId, "ASSIGNEE_NOT_ACTIVE");
      set.ownerId = input.ownerId;
      if (input.ownerId !== null && lead.takenOverAt === null) set.takenOverAt = now;
    }
    const owner = set.ownerId !== undefined ? set.ownerId : lead.ownerId;
    if (input.userAssignedId !== undefined && input.userAssignedId !== lead.userAssignedId) {
      assertLeadOwned({ ownerId: owner });
      if (input.userAssignedId !== null)
        await assertActiveUser(tx, input.userAssignedId, "ASSIGNEE_NOT_ACTIVE");
      set.userAssignedId = input.userAssignedId;
      set.assignedAt = input.userAssignedId === null ? null : now;
    }
    if (input.leadLevel !== undefined && input.leadLevel !== lead.leadLevel) {
      assertLeadOwned({ ownerId: owner });
      set.leadLevel = input.leadLevel === null ? null : assertLeadLevel(input.leadLevel);
    }
    if (input.leadStatus !== undefined && input.leadStatus !== lead.leadStatus) {
      assertLeadOwned({ ownerId: owner });
      const from = lead.leadStatus;
      const to = assertLeadStatus(input.leadStatus);
      assertStatusChange(from, to);
      assertTransition(LEAD_STATUS_MACHINE, from, to);
      set.leadStatus = to;
      if (lead.readAt === null) set.readAt = now;
    }
    // Even with nothing to change the version is checked (and moves): a stale save is always told so.
    await versionedUpdate(txCtx, LEAD_RECORD, {
      id,
      version: input.version,
      values: set,
      before: lead,
      audited: LEAD_AUDITED,
    });
    if (Object.keys(set).length === 0) return;
    await syncLeadStageProject(tx, id, set);
    if (set.subject !== undefined || set.companyId !== undefined) await refreshLeadSearchText(tx, [id]);
  });
  return getLeadDetail(ctx, { id });
}

/** While the project is still at the lead stage it follows the lead's title, client and managing company. */
async function syncLeadStageProject(tx: DbOrTx, leadId: number, set: LeadChanges) {
  const follow: Partial<typeof projects.$inferInsert> = {};
  if (set.subject !== undefined) follow.name = set.subject.slice(0, 250);
  if (set.triangleCompanyId !== undefined) follow.ownerTriangleCompanyId = set.triangleCompanyId;
  if (set.companyId !== undefined) follow.companyId = set.companyId;
  if (Object.keys(follow).length > 0) {
    await tx
      .update(projects)
      .set({ ...follow, version: nextVersion(projects) })
      .where(and(eq(projects.leadId, leadId), eq(projects.state, "STATE_LEAD")));
    await refreshLeadProjectSearchText(tx, leadId);
  }
}

/** 'PRENDRE EN CHARGE': owner and assignee = me, status 1er contact, read now. */
export async function takeOverLead(ctx: ServiceContext, input: { id: number }): Promise<LeadDetail> {
  const { id } = input;
  const { user, now } = ctx;
  await inTransaction(ctx, async ({ db: tx }) => {
    const lead = await lockLead(tx, id);
    let ownerName = "";
    if (lead.ownerId !== null && lead.ownerId !== user.id) {
      const [owner] = await tx
        .select({ name: users.name, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, lead.ownerId));
      ownerName = owner ? fullname(owner) : "";
    }
    if (takeOverDecision(lead, user.id, ownerName) === "alreadyMine") return;
    const effect = takeOverEffect(user.id, now.toISOString());
    await tx
      .update(leads)
      .set({
        ownerId: effect.ownerId,
        userAssignedId: effect.userAssignedId,
        leadStatus: effect.leadStatus,
        readAt: now,
        takenOverAt: now,
        assignedAt: now,
        updatedAt: now,
        updatedById: user.id,
        // A screen opened before the take-over saves on an older version: refused, told who took it.
        version: sql`${leads.version} + 1`,
      })
      .where(eq(leads.id, id));
    await logChanges(tx, { type: "lead", id }, user.id, [
      { field: "leadStatus", from: lead.leadStatus, to: effect.leadStatus },
      { field: "ownerId", from: lead.ownerId, to: effect.ownerId },
      { field: "userAssignedId", from: lead.userAssignedId, to: effect.userAssignedId },
    ]);
  });
  return getLeadDetail(ctx, { id });
}
