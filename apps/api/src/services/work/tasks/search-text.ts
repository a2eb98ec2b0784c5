import { companies, type DbOrTx, projects, tasks } from "@tronc/db";
import { taskSearchText } from "@tronc/domain";
import { eq, inArray, type SQL } from "drizzle-orm";

/**
 * Rewrites the stored search text (name, project, client) of the tasks of a project (after the project
 * or its client is renamed) or of the given tasks (after a save), in the caller's transaction.
 */
export async function refreshTaskSearchText(
  db: DbOrTx,
  where: { projectId: number } | { taskIds: number[] },
): Promise<void> {
  let condition: SQL;
  if ("projectId" in where) condition = eq(tasks.projectId, where.projectId);
  else if (where.taskIds.length > 0) condition = inArray(tasks.id, where.taskIds);
  else return;
  const rows = await db
    .select({
      id: tasks.id,
      name: tasks.name,
      searchText: tasks.searchText,
      projectName: projects.name,
      clientName: companies.name,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(condition);
  for (const row of rows) {
    const text = taskSearchText(row);
    if (text !== row.searchText) await db.update(tasks).set({ searchText: text }).where(eq(tasks.id, row.id));
  }
}
