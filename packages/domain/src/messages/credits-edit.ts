/** Credit note edit: creation (by hand or from an invoice), header, lines, validation, deletion. */
export const CREDIT_EDIT_MESSAGES = {
  // spec, document 3 (word for word)
  CREDIT_SAVED: "L'avoir est bien sauvegardé",
  CREDIT_DELETED: "L'avoir est bien effacé",
  CREDIT_CREATED_FROM_INVOICE: "L'avoir est créé, vous pouvez modifier les montants...",
  CREDIT_DELETE_CONFIRM: "Êtes-vous sûr de vouloir supprimer cet avoir en cours de création ?",
  CREDIT_FROM_INVOICE_CONFIRM: "Êtes-vous certain de vouloir créer un Avoir sur cette facture ?",
  // decided wording where the spec is silent
  CREDIT_NOT_FOUND: "Cet avoir est introuvable",
  CREDIT_LINE_NOT_FOUND: "Cette ligne d'avoir est introuvable",
  CREDIT_DRAFT_LABEL: "Avoir en cours de création",
  CREDIT_FROM_INVOICE_TITLE: "Avoir sur la facture {reference}",
  CREDIT_FREE_LINE_NAME: "Ligne libre",
  CREDIT_VALIDATE_FORBIDDEN:
    "Seule la comptabilité peut valider un avoir ou changer l'état d'un avoir validé",
  CREDIT_HEADER_LOCKED: "Cet avoir est validé : seul son état peut encore changer",
  CREDIT_PARTIES_LOCKED:
    "L'entreprise émettrice et le client ne changent que sur un avoir en cours de création qui ne corrige pas une facture",
  CREDIT_COMPANY_NOT_INVOICEABLE: "Ce client n'est ni facturé ni à facturer par cette entreprise émettrice",
  CREDIT_EMPTY: "Un avoir sans montant ne peut pas être validé",
  CREDIT_NEGATIVE: "Le total d'un avoir ne peut pas être négatif ({amount})",
  CREDIT_INVOICE_FULLY_CREDITED:
    "Cette facture est déjà entièrement couverte par ses avoirs ({amount}) : il ne reste rien à créditer",
  CREDIT_TITLE_TOO_LONG: "Le titre de l'avoir ne doit pas dépasser 255 caractères",
  CREDIT_DATE_INVALID: "La date de l'avoir « {value} » n'est pas une date",
  CREDIT_DATE_IN_FUTURE: "La date de l'avoir ({date}) ne peut pas être postérieure à aujourd'hui",
  CREDIT_DATE_BEFORE_LAST:
    "La date de l'avoir ({date}) ne peut pas précéder celle du dernier avoir validé de l'entreprise ({last})",
  CREDIT_DATE_BEFORE_INVOICE:
    "La date de l'avoir ({date}) ne peut pas précéder celle de la facture qu'il corrige ({invoiceDate})",
} as const;
