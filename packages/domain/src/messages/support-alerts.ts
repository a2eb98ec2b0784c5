/** Support — alerts: 'Liste des Alertes', settling, the alerts the business raises. */
export const SUPPORT_ALERT_MESSAGES = {
  // spec document 3 §8
  ALERT_LIST_EMPTY: "Aucune alerte",
  // spec document 1 §5, word for word
  RECOMMENDATION_PURCHASES_MISSING:
    "Alerte procédure interne: Vous devez renseigner vos achats fournisseurs ! La recommandation n'est pas acceptée.",
  // decided wording where the spec is silent
  ALERT_NOT_FOUND: "Cette alerte est introuvable",
  ALERT_STATE_UNKNOWN: "L'état d'alerte demandé n'existe pas.",
  ALERT_STATES_TOO_MANY: "3 états au plus.",
  ALERT_IDS_REQUIRED: "Au moins une alerte est attendue.",
  ALERT_ALREADY_DONE: "Cette alerte est déjà réglée (le {doneAt}) : elle ne peut pas l'être une seconde fois",
  ALERT_STATE_NOT_NEW: "Une alerte lue ou réglée ne redevient pas nouvelle",
  ALERT_STATE_INVALID: "L'état d'alerte « {value} » n'existe pas",
  ALERT_TYPE_INVALID: "Le type d'alerte « {value} » n'existe pas",
  ALERT_CONTENT_REQUIRED: "Le contenu de l'alerte est obligatoire",
  ALERT_URL_INVALID: "Le lien d'une alerte doit être un chemin de l'application commençant par /",
  ALERT_RESPONSIBLE_UNKNOWN: "Le responsable n° {id} n'est pas un utilisateur du groupe",
  ALERT_SETTLED: "L'alerte est déclarée réglée",
} as const;
