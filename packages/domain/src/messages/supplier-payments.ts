/** Supplier payments: the payment modal on a supplier invoice. */
export const SUPPLIER_PAYMENT_MESSAGES = {
  // decided wording where the spec is silent
  SUPPLIER_PAYMENT_NOT_FOUND: "Ce paiement fournisseur est introuvable",
} as const;
