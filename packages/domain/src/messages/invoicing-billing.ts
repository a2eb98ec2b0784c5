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
  // the input readers of a billing (tRPC) and of the invoices' POST (Hydra)
  BILLING_AMOUNT_NOT_CENTS: "Le montant doit être un nombre entier de centimes.",
  BILLING_TYPE_NOT_ONE_OF: "Le type de facture doit être TYPE_ADVANCE, TYPE_MONTHLY ou TYPE_SOLD.",
  BILLING_TYPE_IN_BODY: "le type doit être TYPE_ADVANCE, TYPE_MONTHLY ou TYPE_SOLD.",
} as const;
