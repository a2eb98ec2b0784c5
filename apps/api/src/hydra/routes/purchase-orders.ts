import { centsToEuroNumber, domainError, type PurchaseOrderState } from "@tronc/domain";
import type { AvailablePurchaseOrder } from "../../services/purchase-orders/available";
import type { PurchaseOrderDetail, PurchaseOrderInvoiceView } from "../../services/purchase-orders/view";
import { hydraBody, requiredRef, text } from "../body";
import { iri } from "../iri";
import { hydraCollection } from "../json-ld";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import { type HydraRoute, idParam } from "../route";

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
const availableMember = (order: AvailablePurchaseOrder) => ({
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

/** Spec §5 'Purchase order save': only the state is read; the embedded expense and invoices are ignored. */
const purchaseOrderUpdateBody = hydraBody({ state: text(40) });

/** Orders are born from a purchase of an accepted quotation: POST generates that purchase's order. */
const purchaseOrderCreateBody = hydraBody({ quotationExpense: requiredRef(PATHS.quotationExpenses) });

export const purchaseOrderRoutes: HydraRoute[] = [
  ...hydraResource({
    wire: purchaseOrderWire,
    get: (caller, id) => caller.purchaseOrder.get({ id }),
    update: {
      body: purchaseOrderUpdateBody,
      // An unknown or missing state is refused in French by the procedure's input.
      call: (caller, id, { state }) =>
        caller.purchaseOrder.updateState({ id, state: (state ?? undefined) as PurchaseOrderState }),
    },
    create: {
      body: purchaseOrderCreateBody,
      call: async (caller, { quotationExpense }) => {
        const before = await caller.quotationExpense.get({ id: quotationExpense });
        if (before.purchaseOrder) {
          throw domainError("PURCHASE_ORDER_ALREADY_GENERATED", "conflict", {
            reference: before.purchaseOrder.reference,
          });
        }
        await caller.purchaseOrder.generateForExpense({ quotationExpenseId: quotationExpense });
        const after = await caller.quotationExpense.get({ id: quotationExpense });
        if (!after.purchaseOrder) throw new Error("the generation made no purchase order");
        return caller.purchaseOrder.get({ id: after.purchaseOrder.id });
      },
    },
  }),
  {
    method: "GET",
    path: `${PATHS.purchaseOrdersBySupplier}/:id`,
    async handle(caller, req) {
      const supplierId = idParam(req);
      const supplierInvoiceId = req.query.ref("idSupplierInvoice", PATHS.supplierInvoices);
      const orders = await caller.purchaseOrder.availableForSupplierInvoice({
        supplierId,
        supplierInvoiceId,
      });
      return hydraCollection(
        `${PATHS.purchaseOrdersBySupplier}/${supplierId}`,
        orders.map(availableMember),
        orders.length,
      );
    },
  },
];
