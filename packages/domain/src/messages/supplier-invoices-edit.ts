/** A supplier invoice: creation, file, fields, linked orders and their lines, deletion. */
export const SUPPLIER_INVOICE_EDIT_MESSAGES = {
  // spec, document 3 (word for word)
  SUPPLIER_INVOICE_NO_ORDER_AVAILABLE: "Aucun bon de commande dispo pour ce fournisseur",
  SUPPLIER_INVOICE_ADD_ORDER_WARNING: "pensez à ajouter un bon de commande dans cette facture",
  SUPPLIER_INVOICE_FILE_MISSING_WARNING: "Vous devez enregistrer la facture fournisseur",
  SUPPLIER_INVOICE_FILE_DELETE_CONFIRM: "Êtes-vous sûr de vouloir effacer cette facture fournisseur ?",
  SUPPLIER_INVOICE_ORDER_REQUIRED: "Sélectionnez un bon de commande",
  // decided wording where the spec is silent
  SUPPLIER_INVOICE_NOT_FOUND: "Cette facture fournisseur est introuvable",
  SUPPLIER_INVOICE_FORBIDDEN:
    "Seule la comptabilité peut enregistrer, modifier ou supprimer une facture fournisseur",
  SUPPLIER_INVOICE_SUPPLIER_REQUIRED: "Choisissez le fournisseur de la facture",
  SUPPLIER_INVOICE_SUPPLIER_NOT_FOUND: "Ce fournisseur est introuvable",
  /** {label}: 'Le numéro de facture', 'Le montant TTC'… */
  SUPPLIER_INVOICE_FIELD_REQUIRED: "{label} est obligatoire une fois la facture fournisseur jointe",
  SUPPLIER_INVOICE_NUMBER_TOO_LONG: "Le numéro de facture ne peut pas dépasser 60 caractères",
  SUPPLIER_INVOICE_NUMBER_TAKEN:
    "Le fournisseur {supplier} a déjà une facture n° {number} (enregistrée le {date})",
  SUPPLIER_INVOICE_AMOUNT_REQUIRED: "Le montant TTC est obligatoire",
  SUPPLIER_INVOICE_AMOUNT_INVALID: "Le montant TTC « {value} » n'est pas un montant valide",
  SUPPLIER_INVOICE_AMOUNT_NEGATIVE: "Le montant TTC ne peut pas être négatif",
  SUPPLIER_INVOICE_AMOUNT_TOO_PRECISE: "Le montant TTC ne peut pas avoir plus de deux décimales",
  SUPPLIER_INVOICE_AMOUNT_TOO_LARGE: "Le montant TTC ne peut pas dépasser 999 999 999,99 €",
  SUPPLIER_INVOICE_TVA_REQUIRED: "Le montant de TVA est obligatoire",
  SUPPLIER_INVOICE_TVA_INVALID: "Le montant de TVA « {value} » n'est pas un montant valide",
  SUPPLIER_INVOICE_TVA_NEGATIVE: "Le montant de TVA ne peut pas être négatif",
  SUPPLIER_INVOICE_TVA_TOO_PRECISE: "Le montant de TVA ne peut pas avoir plus de deux décimales",
  SUPPLIER_INVOICE_TVA_TOO_LARGE: "Le montant de TVA ne peut pas dépasser 999 999 999,99 €",
  SUPPLIER_INVOICE_TVA_ABOVE_TOTAL: "Le montant de TVA ({tva}) ne peut pas dépasser le montant TTC ({ttc})",
  /** {label}: 'La date de paiement'… */
  SUPPLIER_INVOICE_DATE_INVALID: "{label} « {value} » n'est pas une date valide",
  SUPPLIER_INVOICE_STATE_INVALID:
    "L'état « {value} » n'existe pas pour une facture fournisseur (En cours, Réglée ou Acompte)",
  SUPPLIER_INVOICE_FILE_NOT_PDF: "La facture fournisseur jointe doit être un PDF",
  SUPPLIER_INVOICE_ORDER_OTHER_SUPPLIER:
    "Le bon de commande {reference} est celui du fournisseur {orderSupplier} : il ne peut pas être lié à une facture de {invoiceSupplier}",
  SUPPLIER_INVOICE_ORDER_CLOSED:
    "Le bon de commande {reference} est « {state} » : il ne peut plus être facturé",
  SUPPLIER_INVOICE_ORDER_ALREADY_LINKED: "Le bon de commande {reference} est déjà lié à cette facture",
  SUPPLIER_INVOICE_LINK_NOT_FOUND: "Ce bon de commande n'est pas lié à une facture fournisseur",
  SUPPLIER_INVOICE_LINE_NOT_FOUND: "Cette ligne de facture fournisseur est introuvable",
  SUPPLIER_INVOICE_LINE_NOT_FROM_PURCHASE:
    "Cette ligne n'a pas été reprise d'une ligne d'achat : elle ne peut pas être marquée payée",
  SUPPLIER_INVOICE_LINE_PAID_ELSEWHERE:
    "Cette ligne d'achat est déjà marquée payée par la facture fournisseur n° {number}",
  /** The name of a line added by hand before it is typed (quantity 1, 0 €, VAT 20 %: spec §9). */
  SUPPLIER_INVOICE_NEW_LINE_NAME: "Nouvelle ligne",
  SUPPLIER_INVOICE_HAS_PAYMENTS:
    "Cette facture fournisseur a des paiements : supprimez-les avant de supprimer la facture",
  SUPPLIER_INVOICE_STATE_UNKNOWN: "Cet état n'existe pas pour une facture fournisseur.",
  SUPPLIER_INVOICE_CONFIRMED_NOT_BOOLEAN: "confirmed doit valoir vrai ou faux.",
  SUPPLIER_INVOICE_PAID_NOT_BOOLEAN: "paid doit valoir vrai ou faux.",
} as const;
