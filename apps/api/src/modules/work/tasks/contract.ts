import {
  formatMessage,
  MESSAGES,
  TASK_PAGE_SIZE,
  TASK_PROJECT_PAGE_SIZE,
  TASK_STATE_LABELS,
  type TaskState,
} from "@tronc/domain";
import { z } from "zod";
import {
  idListSchema,
  idSchema,
  pageInput,
  safeString,
  searchText,
  textSchema,
  VERSION_MESSAGE_CODES,
  versionSchema,
} from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("La tâche");

const TASK_STATES = Object.keys(TASK_STATE_LABELS) as [TaskState, ...TaskState[]];

const hours = z.number({ error: MESSAGES.TASK_DURATION_NOT_NUMBER }).finite();

/** Types and generous lengths only: the domain checks required fields, lengths, progress and hours in French. */
const fields = {
  name: textSchema(1_000),
  projectId: idSchema("Le projet").nullish(),
  taskTypeId: idSchema("Le type de tâche").nullish(),
  assigneeIds: idListSchema("L'utilisateur assigné", 100).nullish(),
  state: textSchema(40),
  priority: textSchema(40),
  startAt: textSchema(40),
  endAt: textSchema(40),
  description: textSchema(200_000),
  note: textSchema(20_000),
  progress: z.number({ error: MESSAGES.TASK_PROGRESS_NOT_NUMBER }).finite().nullish(),
  /** Hours as typed ('1h30', '1,5') or sent (1.5). */
  duration: z.union([hours, safeString(40)], { error: MESSAGES.TASK_DURATION_NOT_NUMBER }).nullish(),
  attachmentIds: idListSchema("Le fichier", 100).nullish(),
};

/**
 * Tasks: every signed-in user lists, creates and edits them; deleting is the creator's or a super
 * admin's, while no time was entered on the task (checked by the domain).
 */
export const taskContract = defineContract({
  name: "task",
  operations: {
    search: {
      type: "query",
      policy: "authed",
      input: z.object({
        q: searchText,
        projectId: idSchema("Le projet").optional(),
        companyId: idSchema("Le client").optional(),
        taskTypeId: idSchema("Le type de tâche").optional(),
        userId: idSchema("L'utilisateur").optional(),
        states: z
          .array(z.enum(TASK_STATES, { error: MESSAGES.TASK_STATE_NOT_ONE_OF }))
          .max(TASK_STATES.length, {
            error: formatMessage("TASK_STATES_TOO_MANY", { max: TASK_STATES.length }),
          })
          .optional(),
        late: z.boolean({ error: MESSAGES.TASK_LATE_NOT_BOOLEAN }).optional(),
        /** A project's task list asks up to 9999 at once. */
        ...pageInput(TASK_PAGE_SIZE, TASK_PROJECT_PAGE_SIZE),
      }),
    },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    options: { type: "query", policy: "authed" },
    projectOptions: { type: "query", policy: "authed" },
    create: { type: "mutation", policy: "authed", input: z.object(fields) },
    update: {
      type: "mutation",
      policy: "authed",
      input: z.object({ id, version: versionSchema, ...fields }),
    },
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
  },
  messages: [
    ...VERSION_MESSAGE_CODES,
    "TASK_NOT_FOUND",
    "TASK_FILES_AFTER_SAVE",
    "TASK_NAME_REQUIRED",
    "TASK_NAME_TOO_LONG",
    "TASK_DURATION_INVALID",
    "TASK_DURATION_TOO_LONG",
    "TASK_PROGRESS_INVALID",
    "TASK_END_BEFORE_START",
    "TASK_STATE_INVALID",
    "TASK_PRIORITY_INVALID",
    "TASK_PROJECT_REQUIRED",
    "TASK_PROJECT_NOT_OPEN",
    "TASK_TYPE_REQUIRED",
    "TASK_ASSIGNEES_REQUIRED",
    "TASK_ASSIGNEE_NOT_ACTIVE",
    "TASK_START_REQUIRED",
    "TASK_DELETE_FORBIDDEN",
    "TASK_HAS_TIME_ENTRIES",
    "TASK_STATE_NOT_ONE_OF",
    "TASK_STATES_TOO_MANY",
    "TASK_LATE_NOT_BOOLEAN",
    "TASK_PROGRESS_NOT_NUMBER",
    "TASK_DURATION_NOT_NUMBER",
    "TASK_DURATION_HOURS_EXPECTED",
  ],
});
