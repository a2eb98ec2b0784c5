/**
 * The operation category a French invoice must state (CGI art. 242 nonies A, since the e-invoicing
 * reform): goods, services, or both. EN 16931 keeps it with the invoice.
 */
export const OPERATION_CATEGORIES = ["SERVICES", "GOODS", "MIXED"] as const;
export type OperationCategory = (typeof OPERATION_CATEGORIES)[number];

export const OPERATION_CATEGORY_LABELS = {
  SERVICES: "Prestation de services",
  GOODS: "Livraison de biens",
  MIXED: "Livraison de biens et prestation de services",
} as const satisfies Record<OperationCategory, string>;
