/** Customer payments: the payment modal, its rules, the list of an invoice's payments. */
export const PAYMENT_MESSAGES = {
  // spec, document 3 (word for word)
  PAYMENT_SAVED: "Paiement enregistré",
  PAYMENT_DELETE_CONFIRM: "Etes-vous sûr de vouloir supprimer ce paiement ?",
  // decided wording where the spec is silent
  PAYMENT_NOT_FOUND: "Ce paiement est introuvable",
  PAYMENT_FORBIDDEN: "Seule la comptabilité peut enregistrer, modifier ou supprimer un paiement",
  PAYMENT_AMOUNT_REQUIRED: "Le montant du paiement est obligatoire",
  PAYMENT_AMOUNT_INVALID: "Le montant du paiement « {value} » n'est pas un montant valide",
  PAYMENT_AMOUNT_TOO_PRECISE: "Le montant du paiement ne peut pas avoir plus de deux décimales",
  PAYMENT_AMOUNT_TOO_LARGE: "Le montant du paiement ne peut pas dépasser 999 999 999,99 €",
  PAYMENT_TYPE_REQUIRED: "Le type de paiement est obligatoire",
  PAYMENT_TYPE_INVALID: "Le type de paiement « {value} » n'existe pas (Acompte ou Solde)",
  PAYMENT_MODE_REQUIRED: "Le mode de paiement est obligatoire",
  PAYMENT_MODE_INVALID:
    "Le mode de paiement « {value} » n'existe pas (CB, Espèce, Chèque, Virement bancaire ou Avoir)",
  PAYMENT_DATE_INVALID: "La date du paiement « {value} » n'est pas une date valide",
  PAYMENT_CREDIT_WITH_OTHER_MODE: "Un avoir ne peut être choisi qu'avec le mode de paiement « Avoir »",
  PAYMENT_FORECAST_REQUIRED:
    "Ce devis a des paiements prévisionnels : choisissez celui auquel correspond ce règlement",
  PAYMENT_FORECAST_NOT_OF_INVOICE: "Ce paiement prévisionnel n'appartient à aucun devis de cette facture",
  PAYMENT_FORECAST_ALREADY_MATCHED: "Ce paiement prévisionnel est déjà rapproché d'un autre règlement",
} as const;
