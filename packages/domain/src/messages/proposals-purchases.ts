/** Sentences of supplier purchases, their lines and fees, purchase orders (document 1 §2.9, §5). */
export const PURCHASE_MESSAGES = {
  // decided wording where the spec is silent
  QUOTATION_EXPENSE_NOT_FOUND: "Cet achat fournisseur est introuvable",
} as const;
