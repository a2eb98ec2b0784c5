/** Invoices from quotations: deposit, partial, balance, the creation modal. */
export const BILLING_MESSAGES = {
  INVOICE_TOTAL_NEGATIVE:
    "Le total d'une facture ne peut pas être négatif : pour rendre un montant au client, créez un avoir",
} as const;
