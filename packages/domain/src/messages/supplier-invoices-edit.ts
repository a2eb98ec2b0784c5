/** A supplier invoice: creation, file, fields, linked orders and their lines, deletion. */
export const SUPPLIER_INVOICE_EDIT_MESSAGES = {
  // spec, document 3 (word for word)
  SUPPLIER_INVOICE_NO_ORDER_AVAILABLE: "Aucun bon de commande dispo pour ce fournisseur",
  SUPPLIER_INVOICE_ADD_ORDER_WARNING: "pensez à ajouter un bon de commande dans cette facture",
  SUPPLIER_INVOICE_FILE_MISSING_WARNING: "Vous devez enregistrer la facture fournisseur",
  SUPPLIER_INVOICE_FILE_DELETE_CONFIRM: "Êtes-vous sûr de vouloir effacer cette facture fournisseur ?",
  SUPPLIER_INVOICE_DELETE_CONFIRM: "Confirmez la suppression",
  // decided wording where the spec is silent
  SUPPLIER_INVOICE_NOT_FOUND: "Cette facture fournisseur est introuvable",
} as const;
