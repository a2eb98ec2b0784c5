/** Sentences of group products and their linked purchases; the spec's are word for word. */
export const GROUP_PRODUCT_MESSAGES = {
  TRIANGLE_PRODUCT_EXPENSE_DELETE_CONFIRM: "Confirmez-vous la supression de cet achat ?",
  TRIANGLE_PRODUCT_EXPENSES_NEED_PRODUCT:
    "Vous devez créer le produit pour pouvoir enregistrer les achats liés",
} as const;
