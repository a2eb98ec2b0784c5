/** Invoice list, search and its filters. */
export const INVOICE_LIST_MESSAGES = {
  INVOICE_LIST_STATE_UNKNOWN: "L'état de facture « {value} » n'existe pas",
  INVOICE_LIST_DATE_INVALID: "La date « {value} » n'est pas valide",
  INVOICE_LIST_DATE_RANGE: "La date de début ({from}) est postérieure à la date de fin ({to})",
  INVOICE_LIST_NUMBER_INVALID:
    "Le numéro de facture « {value} » n'est pas valide (un numéro comme 42 ou une référence FA-ABC-2026-00042)",
  INVOICE_LIST_NUMBER_RANGE: "Le numéro de début ({from}) est supérieur au numéro de fin ({to})",
  INVOICE_LIST_PAGE_INVALID: "La page doit être un nombre entier positif ou nul (0 pour la première page)",
} as const;
