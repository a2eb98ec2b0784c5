/** Sentences of product types and their supplier offers; the spec's are word for word. */
export const PRODUCT_TYPE_MESSAGES = {
  PRODUCT_TYPE_OFFER_DELETE_CONFIRM:
    "Confirmez la suppression de cet relation entre le produit type et le fournisseur ?",
  PRODUCT_TYPE_NO_SUPPLIER: "Aucun fournisseur ne propose ce produit : AJOUTEZ UN FOURNISSEUR",
  PRODUCT_TYPE_CREATED: "Le produit type est enregistré, saisissez ses fournisseurs",
  PRODUCT_TYPE_SAVED: "Le produit type est enregistré",
  PRODUCT_TYPE_NOT_NEGOTIATED: "Prix non négocié",
  PRODUCT_TYPE_ALERT_NO_SUPPLIER: "Aucun fournisseur ne propose ce produit",
  PRODUCT_TYPE_NAME_REQUIRED: "Le nom du produit type est obligatoire",
  PRODUCT_TYPE_NAME_TOO_SHORT: "Le nom du produit type doit compter au moins 2 caractères",
  PRODUCT_TYPE_NAME_TOO_LONG: "Le nom du produit type ne peut pas dépasser 255 caractères",
  PRODUCT_TYPE_NOT_FOUND: "Ce produit type est introuvable",
  PRODUCT_TYPE_IN_USE:
    "Ce produit type est utilisé par {count} achat(s) lié(s) des produits du groupe : désactivez-le plutôt que de le supprimer",
  PRODUCT_TYPE_HAS_OFFERS:
    "Ce produit type est proposé par {count} fournisseur(s) : supprimez leurs offres ou désactivez-le plutôt",
  PRODUCT_TYPE_OFFER_NOT_FOUND: "Cette offre fournisseur est introuvable",
  PRODUCT_TYPE_OFFER_SUPPLIER_NOT_FOUND: "Ce fournisseur est introuvable",
  PRODUCT_TYPE_OFFER_SUPPLIER_INACTIVE:
    "Le fournisseur {name} est désactivé : réactivez-le avant de saisir son offre",
  PRODUCT_TYPE_OFFER_DUPLICATE:
    "Le fournisseur {name} propose déjà ce produit type : modifiez plutôt son offre",
  PRODUCT_TYPE_OFFER_PRICE_REQUIRED: "Le prix HT est obligatoire",
  PRODUCT_TYPE_OFFER_PRICE_INVALID: "Le prix HT « {value} » n'est pas un montant valide (par exemple 12,50)",
  PRODUCT_TYPE_OFFER_PRICE_NEGATIVE: "Le prix HT ne peut pas être négatif",
  PRODUCT_TYPE_OFFER_PRICE_TOO_PRECISE: "Le prix HT ne peut pas avoir plus de deux décimales",
  PRODUCT_TYPE_OFFER_PRICE_TOO_LARGE: "Le prix HT ne peut pas dépasser 999 999 999,99 €",
  PRODUCT_TYPE_OFFER_UNITY_REQUIRED: "Choisissez l'unité du prix",
  PRODUCT_TYPE_OFFER_UNITY_INVALID:
    "L'unité « {value} » n'existe pas : choisissez jour, mois, unité, kg ou m²",
  PRODUCT_TYPE_OFFER_VAT_NOT_FOUND: "La TVA choisie pour cette offre n'existe pas",
  PRODUCT_TYPE_OFFER_DEFAULT_VAT_MISSING: "La TVA à 20 % n'existe pas : choisissez la TVA de l'offre",
  PRODUCT_TYPE_OFFER_DELAY_REQUIRED: "Le délai en jours est obligatoire",
  PRODUCT_TYPE_OFFER_DELAY_INVALID:
    "Le délai « {value} » n'est pas un nombre de jours valide (par exemple 3 ou 1,5)",
  PRODUCT_TYPE_OFFER_DELAY_NEGATIVE: "Le délai ne peut pas être négatif",
  PRODUCT_TYPE_OFFER_DELAY_TOO_PRECISE: "Le délai en jours ne peut pas avoir plus d'une décimale",
  PRODUCT_TYPE_OFFER_DELAY_TOO_LARGE: "Le délai ne peut pas dépasser 99 999 jours",
} as const;
