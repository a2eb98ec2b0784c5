import { ROLES } from "../core/roles";
import { domainError } from "../messages";

/** The name column's length (varchar 255). */
export const TASK_TYPE_NAME_MAX = 255;

/** What the rules need of a task type: the purchase type ('Achat') is the migration's own row. */
export interface TaskTypeLock {
  isPurchase: boolean;
}

/** What references a task type; the tasks of the next issue add their count here. */
export interface TaskTypeUsage {
  taskCount: number;
}

/** The name as stored: trimmed, required, 255 characters at most. Refusals concern the field 'name'. */
export function readTaskTypeName(value: string | null | undefined): string {
  const name = (value ?? "").trim();
  if (name === "") throw domainError("TASK_TYPE_NAME_REQUIRED", "invalid", {}, { field: "name" });
  if (name.length > TASK_TYPE_NAME_MAX) {
    throw domainError("TASK_TYPE_NAME_TOO_LONG", "invalid", { max: TASK_TYPE_NAME_MAX }, { field: "name" });
  }
  return name;
}

/** Super admins maintain task types (the Configuration menu); nobody renames the purchase type. */
export function canEditTaskType(type: TaskTypeLock, user: { isSuperAdmin: boolean }): boolean {
  return ROLES.superAdmin(user) && !type.isPurchase;
}

/** As editing, and only while no task uses the type. */
export function canDeleteTaskType(
  type: TaskTypeLock,
  user: { isSuperAdmin: boolean },
  usage: TaskTypeUsage,
): boolean {
  return canEditTaskType(type, user) && usage.taskCount === 0;
}

/**
 * A rename of the purchase type is refused (422); saving it with its very name changes nothing and
 * is accepted, as old clients send the whole record back.
 */
export function assertTaskTypeRename(type: TaskTypeLock & { name: string }, name: string): void {
  if (type.isPurchase && name !== type.name) {
    throw domainError("TASK_TYPE_PURCHASE_LOCKED", "rule", {}, { field: "name" });
  }
}

/** The purchase type is never deleted (422), nor a type that tasks still use (422). */
export function assertTaskTypeDeletable(type: TaskTypeLock, usage: TaskTypeUsage): void {
  if (type.isPurchase) throw domainError("TASK_TYPE_PURCHASE_LOCKED", "rule");
  if (usage.taskCount > 0) throw domainError("TASK_TYPE_IN_USE", "rule", { count: usage.taskCount });
}
