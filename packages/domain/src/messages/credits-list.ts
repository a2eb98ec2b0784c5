/** Credit note list, its totals bar, its Excel export and the credit note PDF. */
export const CREDIT_LIST_MESSAGES = {
  // spec, document 3 (word for word)
  CREDIT_LIST_EMPTY: "Aucun avoir ne correspond à cette recherche",
  // decided wording where the spec is silent
  CREDIT_LIST_STATE_UNKNOWN: "L'état d'avoir « {value} » n'existe pas",
  CREDIT_LIST_PAGE_INVALID: "La page doit être un nombre entier positif ou nul (0 pour la première page)",
  CREDIT_ADD_PARTIES_REQUIRED: "Choisissez une entreprise du groupe et un client",
} as const;
