/** Sentences of task types (decided wording where the spec is silent). */
export const TASK_TYPE_MESSAGES = {
  TASK_TYPE_NAME_REQUIRED: "Le nom du type de tâche est obligatoire.",
  TASK_TYPE_NAME_TOO_LONG: "Le nom du type de tâche ne peut pas dépasser {max} caractères.",
  TASK_TYPE_NAME_TAKEN: "Un type de tâche porte déjà ce nom.",
  TASK_TYPE_NOT_FOUND: "Ce type de tâche est introuvable.",
  TASK_TYPE_PURCHASE_LOCKED:
    "Le type de tâche Achat est utilisé pour les tâches d'achat : il ne peut être ni renommé ni supprimé.",
  TASK_TYPE_IN_USE:
    "Ce type de tâche est utilisé par {count} tâche(s) : changez leur type avant de le supprimer.",
} as const;
