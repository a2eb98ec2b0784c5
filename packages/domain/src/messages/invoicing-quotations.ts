/** Quotation list and edit, exports, forecast payments (payment schedule). */
export const QUOTATION_LIST_MESSAGES = {
  // spec, document 3 (word for word)
  QUOTATION_NOTE_SAVED: "La note sur le devis est bien enregistrée",
  FORECAST_PAYMENT_SAVED: "Paiement prévisonnel enregistré",
  // decided wording where the spec is silent
  QUOTATION_CLOSE_FORBIDDEN:
    "Un devis « {state} » ne peut pas être clôturé : seul un devis accepté ou en facturation peut l'être",
  QUOTATION_LIST_STATE_UNKNOWN: "L'état de devis « {value} » n'existe pas",
  QUOTATION_LIST_DATES_REVERSED: "La date de début ({from}) doit précéder la date de fin ({to})",
  QUOTATION_LIST_PAGE_INVALID:
    "Le paramètre page doit être un entier positif ou nul (la première page est 0)",
  QUOTATION_LIST_STATES_TOO_MANY: "10 états au plus.",
  QUOTATION_LIST_BILLABLE_NOT_BOOLEAN: "billable doit valoir vrai ou faux.",
  QUOTATION_LIST_RECURRENT_NOT_BOOLEAN: "recurrent doit valoir vrai ou faux.",
  QUOTATION_LIST_REMOVE_EMPTY_NOT_BOOLEAN: "removeEmpty doit valoir vrai ou faux.",
  FORECAST_PAYMENT_NOT_FOUND: "Ce paiement prévisionnel est introuvable",
  FORECAST_PAYMENT_QUOTATION_PARAM_REQUIRED: "Le paramètre quotation est obligatoire.",
  FORECAST_PAYMENT_DATE_REQUIRED: "La date du paiement prévisionnel est obligatoire",
  FORECAST_PAYMENT_AMOUNT_REQUIRED: "Le montant du paiement prévisionnel est obligatoire",
  FORECAST_PAYMENT_AMOUNT_INVALID: "Le montant « {value} » n'est pas un montant valide",
  FORECAST_PAYMENT_AMOUNT_NOT_POSITIVE: "Le montant du paiement prévisionnel doit être supérieur à zéro",
  FORECAST_PAYMENT_AMOUNT_TOO_PRECISE:
    "Le montant du paiement prévisionnel ne peut pas avoir plus de deux décimales",
  FORECAST_PAYMENT_AMOUNT_TOO_LARGE:
    "Le montant du paiement prévisionnel ne peut pas dépasser 999 999 999,99 €",
  FORECAST_PAYMENTS_ABOVE_TOTAL:
    "Les paiements prévisionnels ({total}) dépasseraient le total TTC du devis ({quotationTotal}) : il reste {left} à prévoir",
  FORECAST_PAYMENT_MATCHED:
    "Ce paiement prévisionnel est rapproché d'un règlement : il ne peut plus être modifié ni supprimé",
} as const;
