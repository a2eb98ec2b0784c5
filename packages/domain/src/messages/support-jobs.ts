/** Support — background jobs (issue 28). Decided wording: the spec is silent. */
export const SUPPORT_JOB_MESSAGES = {
  JOB_TIMED_OUT: "Interrompue : la tâche a dépassé son délai (processus arrêté pendant le traitement ?)",
  JOB_STOPPED_WITH_SERVER: "Interrompue par l'arrêt du serveur",
  JOB_ERROR_UNKNOWN: "Erreur inconnue",
  JOB_NOT_FAILED: "Cette tâche n'est plus en échec : elle a déjà été relancée ou supprimée",
  JOB_QUEUE_OFF: "La file des tâches n'est pas démarrée sur ce serveur",
  JOB_ISSUED_PDF_UNREADABLE: "Tâche de PDF illisible : document inconnu",
} as const;
