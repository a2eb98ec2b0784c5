/** Sentences of task types (decided wording where the spec is silent). */
export const TASK_TYPE_MESSAGES = {} as const;
