/** Invoices from quotations: deposit, partial, balance, the creation modal. */
export const BILLING_MESSAGES = {
  INVOICE_TOTAL_NEGATIVE:
    "Le total d'une facture ne peut pas être négatif : pour rendre un montant au client, créez un avoir",
  BILLING_PERCENT_OR_AMOUNT_REQUIRED: "Saisissez le pourcentage ou le montant à facturer",
  BILLING_NO_QUOTATION: "Choisissez au moins un devis à facturer",
  BILLING_COMPANY_NOT_INVOICEABLE: "Ce client n'a aucun devis à facturer par cette entreprise",
  BILLING_QUOTATION_OTHER_PARTY: "Le devis {reference} n'est pas un devis de cette entreprise pour ce client",
  BILLING_QUOTATION_NOT_INVOICEABLE:
    "Le devis {reference} ne peut pas être facturé : il doit être accepté ou facturé, avec un total HT supérieur à 0 et un reste à facturer",
} as const;
