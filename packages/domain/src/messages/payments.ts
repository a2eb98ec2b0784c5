/** Customer payments: the payment modal, its rules, the list of an invoice's payments. */
export const PAYMENT_MESSAGES = {
  // spec, document 3 (word for word)
  PAYMENT_SAVED: "Paiement enregistré",
  PAYMENT_DELETE_CONFIRM: "Etes-vous sûr de vouloir supprimer ce paiement ?",
  // decided wording where the spec is silent
  PAYMENT_NOT_FOUND: "Ce paiement est introuvable",
} as const;
