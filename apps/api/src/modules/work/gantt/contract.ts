import { MESSAGES, TASK_STATE_LABELS, type TaskState } from "@tronc/domain";
import { z } from "zod";
import { idListSchema, idSchema, safeString } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const TASK_STATES = Object.keys(TASK_STATE_LABELS) as [TaskState, ...TaskState[]];

const chartInput = z
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
      .array(z.enum(TASK_STATES, { error: MESSAGES.TASK_STATE_NOT_ONE_OF }))
      .max(TASK_STATES.length)
      .optional(),
  })
  .default({});

export type GanttInput = z.infer<typeof chartInput>;

/** The Gantt: every signed-in user reads everyone's tasks (the spec shows no restriction). */
export const ganttContract = defineContract({
  name: "gantt",
  operations: {
    chart: { type: "query", policy: "authed", input: chartInput },
    filters: { type: "query", policy: "authed" },
  },
  messages: ["GANTT_RANGE_REVERSED", "GANTT_RANGE_TOO_LONG", "TASK_STATE_NOT_ONE_OF"],
});
