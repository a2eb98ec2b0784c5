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
  CREDIT_FIELD_LOCKED: "{subject} d'un avoir validé ne {can} plus être {changed}",
  CREDIT_FIELD_READ_ONLY: "{subject} d'un avoir ne {can} pas être {changed} par son enregistrement",
  CREDIT_HEADER_LOCKED: "Cet avoir est validé : seul son état peut encore changer",
  CREDIT_PARTIES_LOCKED:
    "L'entreprise émettrice et le client ne changent que sur un avoir en cours de création qui ne corrige pas une facture",
  CREDIT_COMPANY_NOT_INVOICEABLE: "Ce client n'est ni facturé ni à facturer par cette entreprise émettrice",
  CREDIT_EMPTY: "Un avoir sans montant ne peut pas être validé",
  CREDIT_NEGATIVE: "Le total TTC d'un avoir ne peut pas être négatif ({amount})",
  CREDIT_AMOUNT_REQUIRED: "Saisissez le montant TTC à créditer ou un pourcentage de la facture",
  CREDIT_AMOUNT_INVALID:
    "Le montant à créditer « {value} » n'est pas un montant positif (par exemple 100,00)",
  CREDIT_AMOUNT_TOO_PRECISE: "Le montant à créditer a deux décimales au plus",
  CREDIT_AMOUNT_OR_PERCENT: "Saisissez un montant ou un pourcentage, pas les deux",
  CREDIT_PERCENT_INVALID: "Le pourcentage « {value} » n'est pas compris entre 0 (exclu) et 100",
  CREDIT_INVOICE_NOTHING_TO_SPREAD: "Cette facture n'a aucun montant TTC positif à créditer",
  CREDIT_NEEDS_INVOICE: "Cet avoir ne corrige aucune facture : ajoutez ses lignes une à une",
  CREDIT_LINES_REQUIRED: "Choisissez au moins une ligne de la facture à créditer",
  CREDIT_LINE_NOT_ON_INVOICE: "La ligne {id} n'est pas une ligne de la facture que corrige cet avoir",
  CREDIT_AMOUNT_LINE_NAME: "Avoir sur la facture {reference} (TVA {vat} %)",
  CREDIT_PERCENT_LINE_NAME: "Avoir de {percent} % sur la facture {reference} (TVA {vat} %)",
  CREDIT_INVOICE_FULLY_CREDITED:
    "Cette facture est déjà entièrement couverte par ses avoirs ({amount}) : il ne reste rien à créditer",
  CREDIT_TITLE_TOO_LONG: "Le titre de l'avoir ne doit pas dépasser 255 caractères",
  CREDIT_DATE_INVALID: "La date de l'avoir « {value} » n'est pas une date",
  CREDIT_DATE_IN_FUTURE: "La date de l'avoir ({date}) ne peut pas être postérieure à aujourd'hui",
  CREDIT_DATE_BEFORE_LAST:
    "La date de l'avoir ({date}) ne peut pas précéder celle du dernier avoir validé de l'entreprise ({last})",
  CREDIT_DATE_BEFORE_INVOICE:
    "La date de l'avoir ({date}) ne peut pas précéder celle de la facture qu'il corrige ({invoiceDate})",
  // the edit's and the lines' input schemas (apps/api modules/money-in), word for word as they were inline
  CREDIT_STATE_NOT_ONE_OF: "Cet état n'existe pas pour un avoir.",
  CREDIT_CONFIRMED_NOT_BOOLEAN: "confirmed doit valoir vrai ou faux.",
  CREDIT_LINE_HIDDEN_NOT_BOOLEAN: "hidden doit valoir vrai ou faux.",
} as const;
