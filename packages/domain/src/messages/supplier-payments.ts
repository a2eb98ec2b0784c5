/** Supplier payments: the payment modal on a supplier invoice. */
export const SUPPLIER_PAYMENT_MESSAGES = {
  // decided wording where the spec is silent
  SUPPLIER_PAYMENT_NOT_FOUND: "Ce paiement fournisseur est introuvable",
  SUPPLIER_PAYMENT_AMOUNT_UNKNOWN:
    "Saisissez le montant TTC de la facture fournisseur avant d'enregistrer un paiement",
} as const;
