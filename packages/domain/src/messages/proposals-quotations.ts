/** Sentences of quotations and their lines (document 1 §2.9, §5); the spec's are word for word. */
export const QUOTATION_MESSAGES = {
  // spec, document 1 §5
  QUOTATION_SUPPLIER_REQUIRED: "Vous devez choisir un fournisseur pour {product}.",
  // decided wording where the spec is silent
  QUOTATION_NOT_FOUND: "Ce devis est introuvable",
  QUOTATION_LINE_NOT_FOUND: "Cette ligne de devis est introuvable",
} as const;
