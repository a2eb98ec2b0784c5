import { companies, type DbOrTx, projects, users } from "@tronc/db";
import { domainError, projectSearchText } from "@tronc/domain";
import { and, eq, inArray } from "drizzle-orm";

export type ProjectRow = typeof projects.$inferSelect;

export async function findProject(db: DbOrTx, id: number): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw domainError("PROJECT_NOT_FOUND", "notFound");
  return row;
}

/** The project row, locked for update inside a transaction. */
export async function lockProject(db: DbOrTx, id: number): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).for("update");
  if (!row) throw domainError("PROJECT_NOT_FOUND", "notFound");
  return row;
}

/** Every id is an active group user, or the given refusal. */
export async function assertActiveGroupUsers(
  db: DbOrTx,
  ids: readonly number[],
  code: "PROJECT_MANAGER_NOT_ACTIVE" | "PROJECT_USER_NOT_ACTIVE",
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.isActif, true), eq(users.discr, "triangle-user")));
  if (found.length !== wanted.length) throw domainError(code, "invalid");
}

/** Recomputes the stored search text (name and client's name) of a project. */
export async function refreshProjectSearchText(db: DbOrTx, projectId: number): Promise<void> {
  const [row] = await db
    .select({ name: projects.name, clientName: companies.name })
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.id, projectId));
  if (!row) return;
  await db
    .update(projects)
    .set({ searchText: projectSearchText(row) })
    .where(eq(projects.id, projectId));
}

/** The search text of a lead's project, after the lead changed its title or client. */
export async function refreshLeadProjectSearchText(db: DbOrTx, leadId: number): Promise<void> {
  const rows = await db.select({ id: projects.id }).from(projects).where(eq(projects.leadId, leadId));
  for (const row of rows) await refreshProjectSearchText(db, row.id);
}
