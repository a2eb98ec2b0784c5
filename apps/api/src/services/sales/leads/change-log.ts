import { auditLog, projects } from "@tronc/db";
import { and, asc, eq, or } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { findLead, refOf, type UserRef, userRefs } from "../refs";

export interface ChangeLogEntry {
  id: number;
  entityType: "lead" | "project";
  field: string;
  fromValue: string | null;
  toValue: string | null;
  /** For owner and assignee changes: the people behind the ids. */
  fromUser: UserRef | null;
  toUser: UserRef | null;
  details: unknown;
  user: UserRef | null;
  createdAt: string;
}

const USER_FIELDS = new Set(["ownerId", "userAssignedId"]);
const asId = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);

/** The super admin's log of a lead's state changes (and of its project's), oldest first. */
export async function leadChangeLog(
  { db }: ServiceContext,
  { id: leadId }: { id: number },
): Promise<ChangeLogEntry[]> {
  await findLead(db, leadId);
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.leadId, leadId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.entityType, "lead"), eq(auditLog.entityId, leadId)),
        project ? and(eq(auditLog.entityType, "project"), eq(auditLog.entityId, project.id)) : undefined,
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const people = await userRefs(
    db,
    rows.flatMap((row) => [
      row.userId,
      ...(USER_FIELDS.has(row.field) ? [asId(row.fromValue), asId(row.toValue)] : []),
    ]),
  );
  return rows.map((row) => {
    const isUserField = USER_FIELDS.has(row.field);
    return {
      id: row.id,
      entityType: row.entityType as "lead" | "project",
      field: row.field,
      fromValue: row.fromValue,
      toValue: row.toValue,
      fromUser: isUserField ? refOf(people, asId(row.fromValue)) : null,
      toUser: isUserField ? refOf(people, asId(row.toValue)) : null,
      details: row.details ?? null,
      user: refOf(people, row.userId),
      createdAt: row.createdAt.toISOString(),
    };
  });
}
