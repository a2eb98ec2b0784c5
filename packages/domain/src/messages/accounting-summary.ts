/** accounting-summary: 'Suivi comptable' (GET /admin/global). */
export const ACCOUNTING_SUMMARY_MESSAGES = {
  // decided wording where the spec is silent
  ACCOUNTING_SUMMARY_DATE_INVALID: "La date « {value} » n'est pas valide",
  ACCOUNTING_SUMMARY_DATES_REVERSED:
    "La date de début ({from}) doit précéder ou égaler la date de fin ({to})",
  ACCOUNTING_SUMMARY_DATE_BASIS_INVALID:
    "La base de date doit être devis, event_start, event_end ou invoice.",
  ACCOUNTING_SUMMARY_STATE_UNKNOWN: "L'état de devis demandé n'existe pas.",
} as const;
