/** accounting-summary: 'Suivi comptable' (GET /admin/global). */
export const ACCOUNTING_SUMMARY_MESSAGES = {
  // decided wording where the spec is silent
  ACCOUNTING_SUMMARY_DATE_INVALID: "La date « {value} » n'est pas valide",
  ACCOUNTING_SUMMARY_DATES_REVERSED:
    "La date de début ({from}) doit précéder ou égaler la date de fin ({to})",
} as const;
