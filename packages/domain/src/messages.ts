import { DomainError, type DomainErrorKind } from "./errors";

/**
 * Every French sentence the rules can send back, keyed by the error code the API forwards.
 * Sentences quoted by the spec are kept word for word (typos included: they are what staff know).
 */
export const MESSAGES = {
  // spec, document 1
  LEAVE_END_BEFORE_START: "La date de fin ne peut pas être antérieure à la date de début.",
  LEAVE_EDIT_FORBIDDEN: "Vous ne pouvez pas modifier ce congé",
  LEAVE_NOT_SELECTED: "Aucun congé sélectionné",
  LEAVE_START_REQUIRED: "Vous devez saisir une date de début",
  LEAVE_END_REQUIRED: "Vous devez saisir une date de fin",
  CALLBACK_DATE_INVALID: "Date de rappel invalide",
  SUPPLIER_REQUIRED_FOR_PRODUCT: "Vous devez choisir un fournisseur pour {product}.",
  // spec, document 2
  PROJECT_ARCHIVE_OPEN_TASKS: "Vous devez fermer toutes les tâches pour archiver ce projet",
  TASK_DURATION_REQUIRED: "Veuillez saisir une durée pour cette tâche !",
  TASK_DESCRIPTION_TOO_SHORT: "Veuillez donner plus de détails sur la description de la tâche",
  DELIVERY_REPORT_SIGNATURE_REQUIRED: "Veuillez signer votre PV de livraison",
  // spec, document 3
  CREDIT_AMOUNT_TOO_HIGH: "Le montant saisi est trop important",
  CREDIT_NOT_SELECTED: "Vous devez sélectionner un avoir dans la liste",
  PURCHASE_ORDER_NOT_SELECTED: "Sélectionnez un bon de commande",
  VAT_ALREADY_EXISTS: "Cette TVA existe déjà",
  // decided wording where the spec is silent
  LEAVE_STATE_FORBIDDEN: "Seul un administrateur des congés peut changer l'état d'un congé",
  LEAVE_START_IN_PAST: "La date de début ne peut pas être antérieure à aujourd'hui 08:00.",
  INVALID_NUMBER: "« {value} » n'est pas un nombre valide",
  INVALID_AMOUNT: "« {value} » n'est pas un montant valide",
  INVALID_HOURS: "« {value} » n'est pas une durée valide (exemples : 1h30, 1,5)",
  INVALID_CENTS: "Le montant doit être un nombre entier de centimes",
  INVALID_DATE: "La date « {value} » n'existe pas",
  INVALID_DATE_TIME: "La date et l'heure « {value} » ne sont pas valides",
  INVALID_YEAR: "L'année {value} n'est pas valide",
  INVALID_MONTH: "Le mois {value} n'est pas valide",
  DATE_RANGE_REVERSED: "La date de fin ne peut pas être antérieure à la date de début.",
  NEGATIVE_QUANTITY: "La quantité ne peut pas être négative",
  DISCOUNT_OUT_OF_RANGE: "La remise doit être comprise entre 0 et 100 %",
  VAT_RATE_OUT_OF_RANGE: "Le taux de TVA doit être compris entre 0 et 100 %",
  PERCENT_OUT_OF_RANGE: "Le pourcentage doit être compris entre 0 et 100",
  ALLOCATION_NO_WEIGHT: "La répartition demande au moins une part positive",
  ALLOCATION_NEGATIVE_WEIGHT: "Une part de répartition ne peut pas être négative",
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
  CREDIT_MORE_THAN_INVOICE: "L'avoir ({amount}) dépasse ce qui reste à créditer sur la facture ({left})",
  SUPPLIER_INVOICE_NOT_FROM_ORDER:
    "Une facture fournisseur ne peut pas être créée sur un bon de commande terminé ou annulé",
  RECOMMENDATION_DELETE_FORBIDDEN:
    "Une recommandation ne peut être supprimée que sans date de livraison ni devis",
  LEAD_DELETE_FORBIDDEN:
    "Seul un lead à la poubelle dont le projet est encore au stade lead peut être supprimé",
  TRANSITION_FORBIDDEN: "Passage de « {from} » à « {to} » impossible",
  UNKNOWN_STATE: "L'état « {value} » n'existe pas",
  REFERENCE_COUNTER_INVALID: "Le compteur de numérotation doit être un entier entre 1 et 99999",
  REFERENCE_COMPANY_CODE_INVALID: "Le code de l'entreprise doit compter 2 à 6 lettres ou chiffres majuscules",
  REFERENCE_INVALID: "« {value} » n'est pas une référence valide",
  SIRET_INVALID: "Le SIRET « {value} » n'est pas valide (14 chiffres avec une clé correcte)",
  SIREN_INVALID: "Le SIREN « {value} » n'est pas valide (9 chiffres avec une clé correcte)",
  VAT_NUMBER_INVALID: "Le numéro de TVA intracommunautaire « {value} » n'est pas valide",
  POSTAL_CODE_INVALID: "Le code postal « {value} » n'est pas valide",
  EMAIL_INVALID: "L'adresse e-mail « {value} » n'est pas valide",
} as const;

export type MessageCode = keyof typeof MESSAGES;

export function formatMessage(code: MessageCode, params: Record<string, string | number> = {}): string {
  return MESSAGES[code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function domainError(
  code: MessageCode,
  kind: DomainErrorKind,
  params: Record<string, string | number> = {},
): DomainError {
  return new DomainError(code, formatMessage(code, params), kind);
}
