import { TASK_PAGE_SIZE, TASK_PROJECT_PAGE_SIZE, TASK_STATE_LABELS, type TaskState } from "@tronc/domain";
import { z } from "zod";
import { idListSchema, idSchema, pageInput, safeString, searchText, textSchema } from "../schemas";

const id = idSchema("La tâche");

export const TASK_STATES = Object.keys(TASK_STATE_LABELS) as [TaskState, ...TaskState[]];

export const taskIdInput = z.object({ id });

export const taskSearchInput = z.object({
  q: searchText,
  projectId: idSchema("Le projet").optional(),
  companyId: idSchema("Le client").optional(),
  taskTypeId: idSchema("Le type de tâche").optional(),
  userId: idSchema("L'utilisateur").optional(),
  states: z
    .array(z.enum(TASK_STATES, { error: "Cet état de tâche n'existe pas." }))
    .max(TASK_STATES.length, { error: `${TASK_STATES.length} états au plus.` })
    .optional(),
  late: z.boolean({ error: "late doit valoir vrai ou faux." }).optional(),
  /** A project's task list asks up to 9999 at once. */
  ...pageInput(TASK_PAGE_SIZE, TASK_PROJECT_PAGE_SIZE),
});

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
  progress: z.number({ error: "L'avancement doit être un nombre." }).finite().nullish(),
  /** Hours as typed ('1h30', '1,5') or sent (1.5). */
  duration: z
    .union([z.number({ error: "La durée doit être un nombre d'heures." }).finite(), safeString(40)], {
      error: "La durée doit être un nombre d'heures.",
    })
    .nullish(),
  attachmentIds: idListSchema("Le fichier", 100).nullish(),
};

export const taskCreateInput = z.object(fields);
export const taskUpdateInput = z.object({ id, ...fields });
