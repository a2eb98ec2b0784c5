/** Sentences of product types and their supplier offers; the spec's are word for word. */
export const PRODUCT_TYPE_MESSAGES = {
  PRODUCT_TYPE_OFFER_DELETE_CONFIRM:
    "Confirmez la suppression de cet relation entre le produit type et le fournisseur ?",
  PRODUCT_TYPE_NO_SUPPLIER: "Aucun fournisseur ne propose ce produit : AJOUTEZ UN FOURNISSEUR",
} as const;
