import { type DbOrTx, leadCalls } from "@tronc/db";
import {
  assertCallComment,
  assertCallType,
  assertCanDeleteCall,
  assertCanEditCall,
  CALL_TYPE_LABELS,
  type CallType,
  canDeleteCall,
  canEditCall,
  domainError,
} from "@tronc/domain";
import { and, desc, eq } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-user";
import type { ServiceContext } from "../shared/context";
import { iso } from "./leads/views";
import { findLead, refOf, type UserRef, userRefs } from "./refs";

export interface CallView {
  id: number;
  leadId: number;
  callType: CallType;
  callTypeLabel: string;
  comment: string;
  owner: UserRef | null;
  createdAt: string;
  updatedAt: string;
  isDeleted: boolean;
  deletedAt: string | null;
  deletedBy: UserRef | null;
  /** The pencil: the author, while the call is not deleted. */
  canEdit: boolean;
  /** The bin: the author or a super admin, while the call is not deleted. */
  canDelete: boolean;
}

type CallRow = typeof leadCalls.$inferSelect;

async function toViews(db: DbOrTx, viewer: SessionUser, rows: CallRow[]): Promise<CallView[]> {
  const people = await userRefs(
    db,
    rows.flatMap((row) => [row.ownerId, row.deletedById]),
  );
  return rows.map((row) => ({
    id: row.id,
    leadId: row.leadId,
    callType: row.callType,
    callTypeLabel: CALL_TYPE_LABELS[row.callType] ?? row.callType,
    comment: row.comment,
    owner: refOf(people, row.ownerId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isDeleted: row.isDeleted,
    deletedAt: iso(row.deletedAt),
    deletedBy: refOf(people, row.deletedById),
    canEdit: canEditCall(row, viewer.id),
    canDelete: canDeleteCall(row, viewer),
  }));
}

async function findCall(db: DbOrTx, id: number): Promise<CallRow> {
  const [row] = await db.select().from(leadCalls).where(eq(leadCalls.id, id));
  if (!row) throw domainError("CALL_NOT_FOUND", "notFound");
  return row;
}

export async function getCall({ db, user }: ServiceContext, input: { id: number }): Promise<CallView> {
  const [view] = await toViews(db, user, [await findCall(db, input.id)]);
  if (!view) throw domainError("CALL_NOT_FOUND", "notFound");
  return view;
}

/** The exchanges of a lead, newest first; deleted ones are left out. */
export async function listCalls(
  { db, user }: ServiceContext,
  input: { leadId: number },
): Promise<CallView[]> {
  await findLead(db, input.leadId);
  const rows = await db
    .select()
    .from(leadCalls)
    .where(and(eq(leadCalls.leadId, input.leadId), eq(leadCalls.isDeleted, false)))
    .orderBy(desc(leadCalls.createdAt), desc(leadCalls.id));
  return toViews(db, user, rows);
}

export interface NewCallInput {
  leadId: number;
  callType: string;
  comment?: string | null | undefined;
}

/** 'Votre commentaire est bien enregistré': the author is the signed-in user. */
export async function addCall(ctx: ServiceContext, input: NewCallInput): Promise<CallView> {
  const { db, user, now } = ctx;
  const callType = assertCallType(input.callType);
  const comment = assertCallComment(input.comment);
  await findLead(db, input.leadId);
  const [row] = await db
    .insert(leadCalls)
    .values({ leadId: input.leadId, callType, comment, ownerId: user.id, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("call insert returned nothing");
  return getCall(ctx, { id: row.id });
}

/** The author edits the comment (and may correct the type). */
export async function editCall(
  ctx: ServiceContext,
  input: { id: number; comment?: string | null | undefined; callType?: string | undefined },
): Promise<CallView> {
  const { db, user, now } = ctx;
  const call = await findCall(db, input.id);
  assertCanEditCall(call, user.id);
  const set: Partial<CallRow> = { updatedAt: now };
  if (input.comment !== undefined) set.comment = assertCallComment(input.comment);
  if (input.callType !== undefined) set.callType = assertCallType(input.callType);
  await db.update(leadCalls).set(set).where(eq(leadCalls.id, input.id));
  return getCall(ctx, input);
}

/** Soft delete ('Confirmez-vous la suppression de cet appel ?'): the row stays, flagged. */
export async function deleteCall(ctx: ServiceContext, input: { id: number }): Promise<CallView> {
  const { db, user, now } = ctx;
  const call = await findCall(db, input.id);
  assertCanDeleteCall(call, user);
  await db
    .update(leadCalls)
    .set({ isDeleted: true, deletedAt: now, deletedById: user.id, updatedAt: now })
    .where(eq(leadCalls.id, input.id));
  return getCall(ctx, input);
}
