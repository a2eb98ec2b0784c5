import { tasks, timeEntries } from "@tronc/db";
import { assertTaskDeletable, domainError } from "@tronc/domain";
import { count, eq } from "drizzle-orm";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";

/**
 * Deletes a task, its assignees and attachment links: its creator or a super admin, while no time was
 * entered on it. The row is locked first, so a time entry added meanwhile waits or is counted here.
 */
export function deleteTask(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  return inTransaction(ctx, async ({ db: tx, user }) => {
    const [task] = await tx
      .select({ creatorId: tasks.creatorId, state: tasks.state })
      .from(tasks)
      .where(eq(tasks.id, id))
      .for("update");
    if (!task) throw domainError("TASK_NOT_FOUND", "notFound");
    const [entries] = await tx.select({ n: count() }).from(timeEntries).where(eq(timeEntries.taskId, id));
    assertTaskDeletable(user, task, { timeEntries: entries?.n ?? 0 });
    await tx.delete(tasks).where(eq(tasks.id, id));
    await logChanges(tx, { type: "task", id }, user.id, [{ field: "state", from: task.state, to: null }]);
    return { id };
  });
}
