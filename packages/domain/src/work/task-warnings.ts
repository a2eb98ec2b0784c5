import type { BadgeColor } from "../shared/state-machine";
import type { TaskWarning } from "./tasks";

/**
 * The dashboard cards' warnings in French. 'Late' means an open task whose end day is before today;
 * 'very late' one whose end day is more than VERY_LATE_AFTER_DAYS (7) days before today.
 */
export const TASK_WARNING_LABELS = {
  veryLate: "Très en retard",
  late: "En retard",
  shouldBeResolved: "Devrait être résolue (avancement à 100 %)",
  shouldBeInProgress: "Devrait être en cours",
  progressToUpdate: "Avancement à mettre à jour",
} as const satisfies Record<TaskWarning, string>;

export const TASK_WARNING_COLORS = {
  veryLate: "danger",
  late: "warning",
  shouldBeResolved: "success",
  shouldBeInProgress: "info",
  progressToUpdate: "secondary",
} as const satisfies Record<TaskWarning, BadgeColor>;

export type DashboardSection = "late" | "inProgress" | "upcoming";

/** The dashboard's three sections, in the order shown, with their titles. */
export const DASHBOARD_SECTIONS = [
  { key: "late", title: "Tâches en retard" },
  { key: "inProgress", title: "Tâches en cours" },
  { key: "upcoming", title: "Tâches à venir" },
] as const satisfies readonly { key: DashboardSection; title: string }[];
