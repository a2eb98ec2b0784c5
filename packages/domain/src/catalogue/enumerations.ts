/** The catalogue's enumerations (spec document 2 §3 and §9) with the French labels staff read. */

export const UNITIES = ["UNITY_DAY", "UNITY_MONTH", "UNITY_UNITY", "UNITY_WEIGHT", "UNITY_SQUARE"] as const;
export type Unity = (typeof UNITIES)[number];

/** Singular and plural, for 'prix par jour' and '3 jours'. */
export const UNITY_LABELS: Record<Unity, { one: string; many: string }> = {
  UNITY_DAY: { one: "jour", many: "jours" },
  UNITY_MONTH: { one: "mois", many: "mois" },
  UNITY_UNITY: { one: "unité", many: "unités" },
  UNITY_WEIGHT: { one: "kg", many: "kg" },
  UNITY_SQUARE: { one: "m²", many: "m²" },
};

export function isUnity(value: string): value is Unity {
  return (UNITIES as readonly string[]).includes(value);
}

export const GROUP_PRODUCT_TYPES = ["TYPE_PRODUCT", "TYPE_SERVICE"] as const;
export type GroupProductType = (typeof GROUP_PRODUCT_TYPES)[number];
export const GROUP_PRODUCT_TYPE_LABELS: Record<GroupProductType, string> = {
  TYPE_PRODUCT: "Produit",
  TYPE_SERVICE: "Prestation",
};

/** Supplier payment terms in days. */
export const SUPPLIER_PAYMENT_TERMS = [0, 30, 45, 60] as const;
export type SupplierPaymentTerm = (typeof SUPPLIER_PAYMENT_TERMS)[number];
export const SUPPLIER_PAYMENT_TERM_LABELS: Record<SupplierPaymentTerm, string> = {
  0: "Comptant (à la commande)",
  30: "30 jours",
  45: "45 jours",
  60: "60 jours",
};

export function isSupplierPaymentTerm(value: number): value is SupplierPaymentTerm {
  return (SUPPLIER_PAYMENT_TERMS as readonly number[]).includes(value);
}
