import { type Db, type DbOrTx, leadCalls } from "@tronc/db";
import {
  assertCallComment,
  assertCallType,
  assertCanDeleteCall,
  assertCanEditCall,
  CALL_TYPE_LABELS,
  type CallType,
  salesError,
} from "@tronc/domain";
import { and, desc, eq } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-user";
import { iso } from "./lead-views";
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
}

type CallRow = typeof leadCalls.$inferSelect;

async function toViews(db: DbOrTx, rows: CallRow[]): Promise<CallView[]> {
  const people = await userRefs(
    db,
    rows.flatMap((row) => [row.ownerId, row.deletedById]),
  );
  return rows.map((row) => {
    const callType = row.callType as CallType;
    return {
      id: row.id,
      leadId: row.leadId,
      callType,
      callTypeLabel: CALL_TYPE_LABELS[callType] ?? row.callType,
      comment: row.comment,
      owner: refOf(people, row.ownerId),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      isDeleted: row.isDeleted,
      deletedAt: iso(row.deletedAt),
      deletedBy: refOf(people, row.deletedById),
    };
  });
}

async function findCall(db: DbOrTx, id: number): Promise<CallRow> {
  const [row] = await db.select().from(leadCalls).where(eq(leadCalls.id, id));
  if (!row) throw salesError("CALL_NOT_FOUND", "notFound");
  return row;
}

export async function getCall(db: DbOrTx, id: number): Promise<CallView> {
  const [view] = await toViews(db, [await findCall(db, id)]);
  if (!view) throw salesError("CALL_NOT_FOUND", "notFound");
  return view;
}

/** The exchanges of a lead, newest first; deleted ones are left out. */
export async function listCalls(db: DbOrTx, leadId: number): Promise<CallView[]> {
  await findLead(db, leadId);
  const rows = await db
    .select()
    .from(leadCalls)
    .where(and(eq(leadCalls.leadId, leadId), eq(leadCalls.isDeleted, false)))
    .orderBy(desc(leadCalls.createdAt), desc(leadCalls.id));
  return toViews(db, rows);
}

export interface NewCallInput {
  leadId: number;
  callType: string;
  comment: string;
}

/** 'Votre commentaire est bien enregistré': the author is the signed-in user. */
export async function addCall(
  db: DbOrTx,
  user: SessionUser,
  input: NewCallInput,
  now: Date,
): Promise<CallView> {
  const callType = assertCallType(input.callType);
  const comment = assertCallComment(input.comment);
  await findLead(db, input.leadId);
  const [row] = await db
    .insert(leadCalls)
    .values({ leadId: input.leadId, callType, comment, ownerId: user.id, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("call insert returned nothing");
  return getCall(db, row.id);
}

/** The author edits the comment (and may correct the type). */
export async function editCall(
  db: Db,
  user: SessionUser,
  id: number,
  input: { comment?: string; callType?: string },
  now: Date,
): Promise<CallView> {
  const call = await findCall(db, id);
  assertCanEditCall(call, user.id);
  const set: Partial<CallRow> = { updatedAt: now };
  if (input.comment !== undefined) set.comment = assertCallComment(input.comment);
  if (input.callType !== undefined) set.callType = assertCallType(input.callType);
  await db.update(leadCalls).set(set).where(eq(leadCalls.id, id));
  return getCall(db, id);
}

/** Soft delete ('Confirmez-vous la suppression de cet appel ?'): the row stays, flagged. */
export async function deleteCall(db: Db, user: SessionUser, id: number, now: Date): Promise<CallView> {
  const call = await findCall(db, id);
  assertCanDeleteCall(call, user);
  await db
    .update(leadCalls)
    .set({ isDeleted: true, deletedAt: now, deletedById: user.id, updatedAt: now })
    .where(eq(leadCalls.id, id));
  return getCall(db, id);
}
