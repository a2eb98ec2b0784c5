/** Invoice edit: header, lines, states, validation, deletion, duplication. */
export const INVOICE_EDIT_MESSAGES = {
  // spec, document 3 (word for word)
  INVOICE_SAVED: "La facture est bien sauvegardée",
  INVOICE_DELETED: "La facture est bien supprimée",
  INVOICE_DUPLICATED: "Facture dupliquée (nouvelle facture en brouillon)",
  INVOICE_DELETE_CONFIRM: "Êtes-vous sûr de vouloir suppimer cette facture en cours de rédation ?",
  INVOICE_LINE_DELETE_CONFIRM: "Confirmez la suppression de cette ligne ?",
  INVOICE_FREE_TEXT_DEFAULT: "Saisissez votre texte",
  // decided wording where the spec is silent
  FREE_TEXT_LINE_EMPTY: "Saisissez le texte de la ligne : une ligne de texte libre ne peut pas rester vide",
  INVOICE_NOT_FOUND: "Cette facture est introuvable",
  INVOICE_LINE_NOT_FOUND: "Cette ligne de facture est introuvable",
  INVOICE_VALIDATE_FORBIDDEN:
    "Seule la comptabilité peut valider une facture ou changer l'état d'une facture validée",
  INVOICE_EMPTY: "Une facture sans montant ne peut pas être validée",
  INVOICE_DEDUCTED_NOT_NUMBERED:
    "Cette facture de solde déduit une facture sans numéro : validez d'abord la facture déduite",
  INVOICE_DATE_IN_FUTURE: "La date de facture ({date}) ne peut pas être postérieure à aujourd'hui",
  INVOICE_DATE_BEFORE_LAST:
    "La date de facture ({date}) ne peut pas précéder celle de la dernière facture validée de l'entreprise ({last})",
  INVOICE_NOT_VALIDABLE: "Seule une facture en cours de rédaction peut être validée",
  INVOICE_ADDRESS_TOO_LONG: "L'adresse de facturation ne doit pas dépasser 300 caractères",
  INVOICE_DELIVERY_ADDRESS_TOO_LONG: "L'adresse de livraison ne doit pas dépasser 300 caractères",
  INVOICE_TITLE_TOO_LONG: "Le titre de la facture ne doit pas dépasser 255 caractères",
  INVOICE_HEAD_NAME_TOO_LONG: "Le nom de facturation ne doit pas dépasser 255 caractères",
  INVOICE_OPERATION_CATEGORY_INVALID: "La catégorie d'opération {value} n'est pas proposée",
  INVOICE_STATE_INVALID: "L'état {value} n'existe pas pour une facture",
  INVOICE_FIELD_LOCKED: "{subject} d'une facture validée ne {can} plus être {changed} : passez par un avoir",
  INVOICE_FIELD_READ_ONLY: "{subject} d'une facture ne {can} pas être {changed} par son enregistrement",
  INVOICE_FREE_TEXT_LINE_FIELD:
    "Une ligne de texte libre ne porte que son texte : {subject} ne s'y saisit pas (ajoutez un produit)",
  INVOICE_DUPLICATE_QUOTATION_MISMATCH:
    "Ce devis n'est pas du même client et de la même entreprise émettrice que la facture",
  // the input readers of the invoice and its lines (tRPC and Hydra)
  INVOICE_STATE_NOT_ONE_OF: "Cet état n'existe pas pour une facture.",
  INVOICE_CONFIRMED_NOT_BOOLEAN: "confirmed doit valoir vrai ou faux.",
  INVOICE_LINE_HIDDEN_NOT_BOOLEAN: "hidden doit valoir vrai ou faux.",
} as const;
