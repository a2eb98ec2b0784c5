import { deliveryReports, projects, tasks, timeEntries } from "@tronc/db";
import { assertProjectDeletable } from "@tronc/domain";
import { count, eq } from "drizzle-orm";
import { logChanges } from "../../../services/shared/audit";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { lockProject } from "./rows";

/**
 * Deletes a manual project nothing depends on (super admins only). The row is locked first: a task,
 * time entry or report added meanwhile references it, so it waits for the delete or is counted here.
 */
export function deleteProject(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  return inTransaction(ctx, async ({ db: tx, user }) => {
    const project = await lockProject(tx, id);
    const [[taskCount], [entryCount], [reportCount]] = await Promise.all([
      tx.select({ n: count() }).from(tasks).where(eq(tasks.projectId, id)),
      tx.select({ n: count() }).from(timeEntries).where(eq(timeEntries.projectId, id)),
      tx.select({ n: count() }).from(deliveryReports).where(eq(deliveryReports.projectId, id)),
    ]);
    assertProjectDeletable(user, project, {
      tasks: taskCount?.n ?? 0,
      timeEntries: entryCount?.n ?? 0,
      deliveryReports: reportCount?.n ?? 0,
    });
    await tx.delete(projects).where(eq(projects.id, id));
    await logChanges(tx, { type: "project", id }, user.id, [
      { field: "state", from: project.state, to: null },
    ]);
    return { id };
  });
}
