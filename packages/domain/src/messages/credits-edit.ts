/** Credit note edit: creation (by hand or from an invoice), header, lines, validation, deletion. */
export const CREDIT_EDIT_MESSAGES = {
  // spec, document 3 (word for word)
  CREDIT_SAVED: "L'avoir est bien sauvegardé",
  CREDIT_DELETED: "L'avoir est bien effacé",
  CREDIT_CREATED_FROM_INVOICE: "L'avoir est créé, vous pouvez modifier les montants...",
  CREDIT_FROM_INVOICE_CONFIRM: "Êtes-vous certain de vouloir créer un Avoir sur cette facture ?",
  // decided wording where the spec is silent
  CREDIT_NOT_FOUND: "Cet avoir est introuvable",
} as const;
