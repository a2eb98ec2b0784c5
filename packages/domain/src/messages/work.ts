/** Sentences of leave, projects, tasks and delivery reports; the spec's are word for word. */
export const WORK_MESSAGES = {
  // spec, document 1
  LEAVE_END_BEFORE_START: "La date de fin ne peut pas être antérieure à la date de début.",
  LEAVE_EDIT_FORBIDDEN: "Vous ne pouvez pas modifier ce congé",
  LEAVE_NOT_SELECTED: "Aucun congé sélectionné",
  LEAVE_START_REQUIRED: "Vous devez saisir une date de début",
  LEAVE_END_REQUIRED: "Vous devez saisir une date de fin",
  // spec, document 2
  PROJECT_ARCHIVE_OPEN_TASKS: "Vous devez fermer toutes les tâches pour archiver ce projet",
  TASK_DURATION_REQUIRED: "Veuillez saisir une durée pour cette tâche !",
  TASK_DESCRIPTION_TOO_SHORT: "Veuillez donner plus de détails sur la description de la tâche",
  DELIVERY_REPORT_SIGNATURE_REQUIRED: "Veuillez signer votre PV de livraison",
  // decided wording where the spec is silent
  LEAVE_NOT_FOUND: "Ce congé est introuvable.",
  LEAVE_START_NOT_DATE_TIME: "La date de début doit être une date et une heure valides.",
  LEAVE_END_NOT_DATE_TIME: "La date de fin doit être une date et une heure valides.",
  LEAVE_STATE_NOT_TEXT: "L'état du congé doit être un texte.",
  LEAVE_ID_NOT_NUMERIC: "L'identifiant du congé doit être un nombre.",
  LEAVE_ID_INVALID: "L'identifiant du congé n'est pas valide.",
  LEAVE_STATE_FORBIDDEN: "Seul un administrateur des congés peut changer l'état d'un congé",
  LEAVE_START_IN_PAST: "La date de début ne peut pas être antérieure à aujourd'hui 08:00.",
  RECOMMENDATION_DELETE_FORBIDDEN:
    "Une recommandation ne peut être supprimée que sans date de livraison ni devis",
} as const;
