/** Sentences of purchasing, invoicing, credit notes, payments, charges and the forecast. */
export const ACCOUNTING_MESSAGES = {
  // spec, documents 1 and 3 (word for word)
  SUPPLIER_REQUIRED_FOR_PRODUCT: "Vous devez choisir un fournisseur pour {product}.",
  CREDIT_AMOUNT_TOO_HIGH: "Le montant saisi est trop important",
  CREDIT_NOT_SELECTED: "Vous devez sélectionner un avoir dans la liste",
  PURCHASE_ORDER_NOT_SELECTED: "Sélectionnez un bon de commande",
  // decided wording where the spec is silent
  COMPANY_PARTS_NOT_100: "La répartition entre les entreprises doit totaliser 100 % (actuellement {total} %)",
  COMPANY_PARTS_EMPTY: "La ligne doit être répartie sur au moins une entreprise",
  CHARGE_DAY_OUT_OF_RANGE: "Le jour du mois d'une charge doit être compris entre 1 et 28",
  CHARGE_EVERY_OUT_OF_RANGE: "La périodicité d'une charge doit être comprise entre 1 et 12 mois",
  CHARGE_AMOUNT_REQUIRED: "Le montant de la charge est obligatoire",
  FORECAST_TITLE_REQUIRED: "Le titre de la ligne prévisionnelle est obligatoire",
  FORECAST_REAL_DATE_REQUIRED: "La date réelle du paiement est obligatoire",
  FORECAST_REAL_DAY_NOT_FOUND:
    "Aucun jour du prévisionnel ne correspond à la date réelle du paiement ({date})",
  FORECAST_NOT_FROM_CHARGE:
    "Cette ligne ne provient pas d'une charge : seule « Cette valeur uniquement » s'applique",
  BILL_NOTHING_LEFT: "Il ne reste rien à facturer sur ce devis",
  BILL_MORE_THAN_LEFT: "Le montant à facturer ({amount}) dépasse le reste à facturer du devis ({left})",
  BILL_AMOUNT_NOT_POSITIVE: "Le montant à facturer doit être supérieur à zéro",
  BILL_QUOTATION_EMPTY: "Ce devis n'a pas de montant à facturer",
  BILL_STATE_FORBIDDEN: "Ce devis ne peut pas être facturé dans l'état « {state} »",
  BILL_KIND_FORBIDDEN: "Une facture {kind} ne peut pas être créée sur un devis « {state} »",
  INVOICE_CONFIRMATION_REQUIRED: "Vous devez confirmer la validation définitive de la facture",
  INVOICE_LOCKED:
    "Cette facture est validée : ses lignes ne peuvent plus être modifiées, passez par un avoir",
  INVOICE_DELETE_FORBIDDEN: "Seule une facture en cours de rédaction peut être supprimée",
  INVOICE_NO_REFERENCE: "Cette facture n'a pas encore de numéro : validez-la d'abord",
  INVOICE_ALREADY_PAID: "Cette facture est déjà réglée",
  INVOICE_NOT_FULLY_PAID: "Cette facture ne peut pas être réglée : il reste {left} à régler",
  INVOICE_PAYMENT_MODE_INVALID: "Le délai de paiement {value} n'est pas proposé (0, 30, 45 ou 60 jours)",
  PAYMENT_AMOUNT_NOT_POSITIVE: "Le montant du paiement doit être supérieur à zéro",
  PAYMENT_MORE_THAN_LEFT: "Le montant saisi ({amount}) dépasse le reste à régler ({left})",
  CREDIT_CONFIRMATION_REQUIRED: "Confirmez la création définitive de l'avoir",
  CREDIT_LOCKED: "Cet avoir est validé : ses lignes ne peuvent plus être modifiées",
  CREDIT_DELETE_FORBIDDEN: "Seul un avoir en cours de création peut être supprimé",
  CREDIT_NOT_USABLE: "Cet avoir ne peut pas servir à ce paiement",
  CREDIT_MORE_THAN_INVOICE:
    "L'avoir ({amount} TTC) dépasse ce qui reste à créditer sur la facture ({left} TTC)",
  SUPPLIER_INVOICE_NOT_FROM_ORDER:
    "Une facture fournisseur ne peut pas être créée sur un bon de commande terminé ou annulé",
} as const;
