import { TASK_STATE_LABELS, type TaskState } from "@tronc/domain";
import { z } from "zod";
import { idListSchema, idSchema, safeString } from "../schemas";

const TASK_STATES = Object.keys(TASK_STATE_LABELS) as [TaskState, ...TaskState[]];

export const ganttInput = z
  .object({
    /** 'YYYY-MM-DD' (a time part is ignored); absent: the default range around today. */
    from: safeString(40).optional(),
    to: safeString(40).optional(),
    /** Assignees; empty or absent: everyone's tasks. */
    users: idListSchema("L'utilisateur", 200).optional(),
    projects: idListSchema("Le projet", 500).optional(),
    idTaskType: idSchema("Le type de tâche").optional(),
    /** Empty or absent: every state. */
    state: z
      .array(z.enum(TASK_STATES, { error: "Cet état de tâche n'existe pas." }))
      .max(TASK_STATES.length)
      .optional(),
  })
  .default({});

export type GanttInput = z.infer<typeof ganttInput>;
