import { formatFrenchDate } from "../proposals/quotation-print";
import type { Cents } from "../shared/cents";

/** The purchase order PDF's heading. */
export const PURCHASE_ORDER_HEADING = "BON DE COMMANDE";

/** Under the heading: the order's reference and date, the group company's quotation it comes from. */
export function purchaseOrderFacts(order: {
  reference: string;
  orderDate: string;
  quotationReference: string;
}): [string, string][] {
  return [
    ["Numéro", order.reference],
    ["Date de commande", formatFrenchDate(order.orderDate)],
    ["Devis client", order.quotationReference],
  ];
}

/** The supplier's box: its address lines then its SIRET when known. */
export function supplierBlockLines(supplier: { addressLines: readonly string[]; siret: string | null }) {
  const siret = supplier.siret?.trim();
  return [...supplier.addressLines, ...(siret ? [`SIRET : ${siret}`] : [])];
}

/** Under the totals: the project and its delivery date, when known. */
export function purchaseOrderProjectMentions(
  project: { name: string; deliveryDate: string | null } | null,
): [string, string][] {
  if (!project) return [];
  return [
    ["Projet", project.name],
    ...(project.deliveryDate
      ? ([["Date de livraison du projet", formatFrenchDate(project.deliveryDate)]] as [string, string][])
      : []),
  ];
}

export const purchaseOrderTotalRows = (order: {
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
}) => [
  { label: "Total HT", cents: order.totalHtCents },
  { label: "Total TVA", cents: order.totalTvaCents },
  { label: "Total TTC", cents: order.totalTtcCents, strong: true },
];
