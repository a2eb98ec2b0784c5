/**
 * Sentences of projects, tasks, time entries, delivery reports, the dashboard and the Gantt (decided
 * wording where the spec is silent; the spec's own are in work.ts). Each engineer adds to their block.
 */
export const OPERATIONS_MESSAGES = {
  // projects
  PROJECT_TITLE_TOO_LONG: "Le titre du projet ne peut pas dépasser {max} caractères.",
  PROJECT_STATE_NOT_ONE_OF: "Cet état de projet n'existe pas.",
  PROJECT_GAME_URL_INVALID: "L'adresse du jeu doit commencer par http:// ou https://.",
  PROJECT_MANAGER_NOT_ACTIVE: "Seul un utilisateur actif du groupe peut être chef de projet.",
  PROJECT_USER_NOT_ACTIVE: "Seuls des utilisateurs actifs du groupe peuvent être affectés au projet.",
  PROJECT_DELETE_FORBIDDEN: "Seul un super administrateur peut supprimer un projet.",
  PROJECT_DELETE_IN_USE:
    "Ce projet a {tasks} tâche(s), {timeEntries} temps saisi(s) et {deliveryReports} PV de livraison : il ne peut pas être supprimé.",
  PROJECT_LEAD_DELETE_FORBIDDEN: "Le projet d'un lead se supprime avec son lead.",
  // tasks
  TASK_NOT_FOUND: "Cette tâche est introuvable.",
  TASK_FILES_AFTER_SAVE: "Enregistrez la tâche pour insérer des PJ",
  TASK_NAME_REQUIRED: "Le nom de la tâche est obligatoire.",
  TASK_NAME_TOO_LONG: "Le nom de la tâche ne peut pas dépasser {max} caractères.",
  TASK_DURATION_INVALID: "La durée doit être un nombre d'heures positif, par exemple 1h30 ou 1,5.",
  TASK_DURATION_TOO_LONG: "La durée ne peut pas dépasser {max} heures.",
  TASK_PROGRESS_INVALID: "L'avancement doit être un nombre entier de 0 à 100, par pas de 10.",
  TASK_END_BEFORE_START: "La date de fin de la tâche ne peut pas précéder sa date de début.",
  TASK_STATE_INVALID: "L'état « {value} » n'existe pas pour une tâche.",
  TASK_PRIORITY_INVALID: "La priorité « {value} » n'existe pas pour une tâche.",
  TASK_PROJECT_REQUIRED: "Choisissez le projet de la tâche.",
  TASK_PROJECT_NOT_OPEN:
    "Une tâche ne peut être rattachée qu'à un projet en cours, à planifier, planifié ou facturable.",
  TASK_TYPE_REQUIRED: "Choisissez le type de la tâche.",
  TASK_ASSIGNEES_REQUIRED: "Assignez la tâche à au moins un utilisateur.",
  TASK_ASSIGNEE_NOT_ACTIVE: "Seul un utilisateur actif du groupe peut être assigné à une tâche.",
  TASK_START_REQUIRED: "La date de début de la tâche est obligatoire.",
  TASK_DELETE_FORBIDDEN: "Seul le créateur de la tâche ou un super administrateur peut la supprimer.",
  TASK_HAS_TIME_ENTRIES: "Cette tâche compte {count} saisie(s) de temps : elle ne peut pas être supprimée.",
  TASK_STATE_NOT_ONE_OF: "Cet état de tâche n'existe pas.",
  TASK_STATES_TOO_MANY: "{max} états au plus.",
  TASK_LATE_NOT_BOOLEAN: "late doit valoir vrai ou faux.",
  TASK_PROGRESS_NOT_NUMBER: "L'avancement doit être un nombre.",
  TASK_DURATION_NOT_NUMBER: "La durée doit être un nombre d'heures.",
  TASK_DURATION_HOURS_EXPECTED: "un nombre d'heures est attendu.",
  // time entries
  TIME_ENTRY_HOURS_REQUIRED: "Vous devez saisir les heures",
  TIME_ENTRY_DATE_REQUIRED: "Vous devez saisir une date de réalisation",
  TIME_ENTRY_COMMENT_REQUIRED: "Vous devez saisir un commentaire",
  TIME_ENTRY_HOURS_NOT_POSITIVE: "Les heures saisies doivent être supérieures à 0.",
  TIME_ENTRY_HOURS_TOO_MANY: "Une saisie ne peut pas dépasser {max} heures.",
  TIME_ENTRY_DAY_TOO_MANY:
    "Vous avez déjà saisi {already} h le {date} : une journée ne peut pas dépasser {max} heures.",
  TIME_ENTRY_TRIANGLE_COMPANY_REQUIRED: "Vous devez choisir une entreprise du groupe.",
  TIME_ENTRY_NOT_FOUND: "Ce temps est introuvable.",
  TIME_ENTRY_EDIT_FORBIDDEN: "Seul l'auteur de ce temps peut le modifier ou le supprimer.",
  TIME_ENTRY_OTHER_USER: "Vous ne pouvez saisir du temps que pour vous-même.",
  TIME_ENTRY_LEAVE_CONFIRMATION: "Vous êtes en congé le {date} ({period}). Confirmez-vous la saisie ?",
  // delivery reports
  DELIVERY_REPORT_NOT_FOUND: "Ce PV de livraison est introuvable",
  DELIVERY_REPORT_SIGNATURE_NOT_PNG: "La signature doit être une image PNG",
  DELIVERY_REPORT_SIGNATURE_TOO_LARGE: "La signature est trop volumineuse ({maxKb} ko au plus)",
  DELIVERY_REPORT_NOT_EDITABLE: "Ce PV de livraison a été validé ou refusé : il ne peut plus être modifié",
  DELIVERY_REPORT_DELETE_FORBIDDEN: "Seul le créateur du PV ou un super administrateur peut le supprimer",
  DELIVERY_REPORT_BILLED_FORBIDDEN: "Seule la comptabilité peut indiquer qu'un PV de livraison est facturé",
  DELIVERY_REPORT_LINK_INVALID: "Ce lien n'est plus valable",
  DELIVERY_REPORT_SIGNER_NAME_REQUIRED: "Veuillez indiquer votre nom",
  DELIVERY_REPORT_REFUSAL_COMMENT_REQUIRED: "Veuillez indiquer la raison du refus",
  DELIVERY_REPORT_PDF_DRAFT: "Le PDF est disponible une fois le PV de livraison signé ou refusé",
  DELIVERY_REPORT_BILLED_NOT_BOOLEAN: "Vrai ou faux est attendu.",
  DELIVERY_REPORT_STATE_NOT_ONE_OF: "État de PV de livraison inconnu.",
  DELIVERY_REPORT_BILLED_FILTER_NOT_ONE_OF: "Facturé : billed ou notBilled est attendu.",
  DELIVERY_REPORT_DECISION_NOT_ONE_OF: "Signer ou refuser : validate ou refuse est attendu.",
  // dashboard and Gantt
  GANTT_RANGE_REVERSED: "La date de fin du Gantt ne peut pas précéder sa date de début.",
  GANTT_RANGE_TOO_LONG: "Le Gantt couvre au plus {max} jours : resserrez les dates.",
} as const;
