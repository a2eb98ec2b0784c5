import { PAGE_SIZES, TASK_TYPE_NAME_MAX } from "@tronc/domain";
import { z } from "zod";
import { text } from "../../../hydra/body";
import { idSchema, pageInput } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("Le type de tâche");

/**
 * The name as typed or sent: the domain trims it and says in French when it is empty or too long;
 * the bound here only keeps absurd payloads out (room above the column for surrounding spaces). An
 * absent name leaves it unchanged; null or '' is refused by the service as missing.
 */
const name = text(TASK_TYPE_NAME_MAX * 4);

/** Task types: every signed-in user reads them (tasks pick one); super admins maintain them. */
export const taskTypeContract = defineContract({
  name: "taskType",
  operations: {
    list: { type: "query", policy: "authed", input: z.object(pageInput(PAGE_SIZES.taskTypes, 500)) },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: { type: "mutation", policy: "superAdmin", input: z.object({ name }) },
    update: { type: "mutation", policy: "superAdmin", input: z.object({ id, name }) },
    delete: { type: "mutation", policy: "superAdmin", input: z.object({ id }) },
  },
  messages: [
    "TASK_TYPE_NOT_FOUND",
    "TASK_TYPE_NAME_TAKEN",
    "TASK_TYPE_NAME_REQUIRED",
    "TASK_TYPE_NAME_TOO_LONG",
    "TASK_TYPE_PURCHASE_LOCKED",
    "TASK_TYPE_IN_USE",
  ],
});
