import { PAGE_SIZES, TASK_TYPE_NAME_MAX } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, textSchema } from "../schemas";

const id = idSchema("Le type de tâche");

/**
 * The name as typed: the domain trims it and says in French when it is empty or too long, so the
 * bound here only keeps absurd payloads out (a little room above the column for surrounding spaces).
 */
export const TASK_TYPE_NAME_INPUT_MAX = TASK_TYPE_NAME_MAX * 4;
const name = textSchema(TASK_TYPE_NAME_INPUT_MAX);

export const taskTypeIdInput = z.object({ id });
export const taskTypeListInput = z.object({ ...pageInput(PAGE_SIZES.taskTypes, 500) }).default({
  page: 1,
  pageSize: PAGE_SIZES.taskTypes,
});
export const taskTypeCreateInput = z.object({ name });
/** An absent name leaves it unchanged. */
export const taskTypeUpdateInput = z.object({ id, name });
