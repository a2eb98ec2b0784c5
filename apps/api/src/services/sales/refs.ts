import { companies, type DbOrTx, leads, projects, triangleCompanies, users } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { and, eq, inArray } from "drizzle-orm";
import { fullname } from "../../auth/session-user";

export interface UserRef {
  id: number;
  fullname: string;
}

export interface NamedRef {
  id: number;
  name: string;
}

/** Full names of users by id, in one query. */
export async function userRefs(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, UserRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, { id: row.id, fullname: fullname(row) }]));
}

export const refOf = <T>(map: Map<number, T>, id: number | null): T | null =>
  id === null ? null : (map.get(id) ?? null);

export async function triangleCompanyRefs(
  db: DbOrTx,
  ids: (number | null)[],
): Promise<Map<number, NamedRef & { color: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: triangleCompanies.id, name: triangleCompanies.name, color: triangleCompanies.color })
    .from(triangleCompanies)
    .where(inArray(triangleCompanies.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export type LeadRow = typeof leads.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;

/** The lead row, locked for update inside a transaction. */
export async function lockLead(db: DbOrTx, id: number): Promise<LeadRow> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).for("update");
  if (!row) throw domainError("LEAD_NOT_FOUND", "notFound");
  return row;
}

export async function findLead(db: DbOrTx, id: number): Promise<LeadRow> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw domainError("LEAD_NOT_FOUND", "notFound");
  return row;
}

export async function projectOfLead(db: DbOrTx, leadId: number): Promise<ProjectRow | null> {
  const [row] = await db.select().from(projects).where(eq(projects.leadId, leadId));
  return row ?? null;
}

/** An active group user (assignee, callback user, project manager). */
export async function assertActiveUser(
  db: DbOrTx,
  id: number,
  code: "ASSIGNEE_NOT_ACTIVE" | "CALLBACK_USER_NOT_ACTIVE",
): Promise<UserRef> {
  const [row] = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActif, true), eq(users.discr, "triangle-user")));
  if (!row) throw domainError(code, "invalid");
  return { id: row.id, fullname: fullname(row) };
}

export async function assertCompanyExists(db: DbOrTx, id: number): Promise<typeof companies.$inferSelect> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw domainError("COMPANY_NOT_FOUND", "notFound");
  return row;
}

/**
 * The client company row locked for update: contact creations of one company run one after the
 * other, so the duplicate e-mail check cannot be raced by a parallel creation.
 */
export async function lockCompany(db: DbOrTx, id: number): Promise<typeof companies.$inferSelect> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).for("update");
  if (!row) throw domainError("COMPANY_NOT_FOUND", "notFound");
  return row;
}

export async function assertTriangleCompanyExists(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db
    .select({ id: triangleCompanies.id })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.id, id));
  if (!row) throw domainError("TRIANGLE_COMPANY_NOT_FOUND", "notFound");
}
