/**
 * Sentences of projects, tasks, time entries, delivery reports, the dashboard and the Gantt (decided
 * wording where the spec is silent; the spec's own are in work.ts). Each engineer adds to their block.
 */
export const OPERATIONS_MESSAGES = {
  // projects
  // tasks
  // time entries
  // delivery reports
  // dashboard and Gantt
} as const;
