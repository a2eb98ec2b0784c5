import { centsToEuroNumber } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type {
  PurchaseOrderDetail,
  PurchaseOrderInvoiceView,
} from "../../../services/money-out/purchase-orders/view";
import type { AvailablePurchaseOrder } from "./available";

/** A supplier invoice billed on the order, as spec §3 'Supplier invoice / purchase order link' names it. */
const invoiceLinkWire = (link: PurchaseOrderInvoiceView) => ({
  "@id": iri(PATHS.supplierInvoicePurchaseOrders, link.linkId),
  "@type": "SupplierInvoicePurchaseOrder",
  id: link.linkId,
  confirmed: link.confirmed,
  supplierInvoice: {
    "@id": iri(PATHS.supplierInvoices, link.id),
    id: link.id,
    invoiceNumber: link.invoiceNumber,
    state: link.state,
    amount: link.amountCents === null ? null : centsToEuroNumber(link.amountCents),
    invoiceAt: link.invoiceAt,
  },
  supplierInvoiceProducts: link.lines.map((line) => ({
    "@id": iri(PATHS.supplierInvoiceProducts, line.id),
    "@type": "SupplierInvoiceProduct",
    id: line.id,
    name: line.name,
    quantity: Number(line.quantity),
    unity: line.unity,
    unitPrice: centsToEuroNumber(line.unitPriceCents),
    tva: Number(line.vatRate),
    totalHT: centsToEuroNumber(line.totalHtCents),
  })),
});

/** Spec §3 Purchase order; the edit view adds the flags and the PDF's path. */
export const purchaseOrderWire = wireType(
  "PurchaseOrder",
  PATHS.purchaseOrders,
  (order: PurchaseOrderDetail) => ({
    id: order.id,
    reference: order.reference,
    state: order.state,
    version: order.version,
    createdAt: order.createdAt,
    quotationExpense: {
      "@id": iri(PATHS.quotationExpenses, order.purchase.id),
      id: order.purchase.id,
      title: order.purchase.title,
      totalHT: centsToEuroNumber(order.purchase.totalHtCents),
      totalTVA: centsToEuroNumber(order.purchase.totalTvaCents),
      totalTTC: centsToEuroNumber(order.purchase.totalTtcCents),
    },
    supplier: { "@id": iri(PATHS.suppliers, order.supplier.id), ...order.supplier },
    supplierName: order.supplier.name,
    triangleCompany: {
      "@id": iri(PATHS.triangleCompanies, order.triangleCompany.id),
      ...order.triangleCompany,
    },
    triangleCompanyName: order.triangleCompany.name,
    project: order.project ? { "@id": iri(PATHS.projects, order.project.id), ...order.project } : null,
    projectName: order.project?.name ?? null,
    leadId: order.leadId,
    supplierInvoicePurchaseOrders: order.supplierInvoices.map(invoiceLinkWire),
    canEdit: order.canEdit,
    canCreateSupplierInvoice: order.canCreateSupplierInvoice,
    printUrl: order.printUrl,
  }),
);

/** The picker's members (-by-supplier): enough to choose an order. */
export const availablePurchaseOrderMember = (order: AvailablePurchaseOrder) => ({
  "@id": iri(PATHS.purchaseOrders, order.id),
  "@type": "PurchaseOrder",
  id: order.id,
  reference: order.reference,
  state: order.state,
  createdAt: order.createdAt,
  quotationExpense: {
    title: order.title,
    totalHT: centsToEuroNumber(order.totalHtCents),
    totalTTC: centsToEuroNumber(order.totalTtcCents),
  },
});
