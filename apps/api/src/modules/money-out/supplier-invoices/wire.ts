import { centsToEuroNumber, decimalToNumber, SUPPLIER_INVOICE_STATE_LABELS, toDecimal } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { paymentWireFields } from "../../../hydra/routes/payment-wire-fields";
import type {
  SupplierInvoiceDetail,
  SupplierInvoiceLineView,
  SupplierInvoiceOrderView,
} from "../../../services/money-out/supplier-invoices/view";

const euros = (cents: number | null) => (cents === null ? null : centsToEuroNumber(cents));

/** Spec §3 Supplier invoice product: euros on the wire, its link and purchase line as IRIs. */
export const supplierInvoiceLineWire = wireType(
  "SupplierInvoiceProduct",
  PATHS.supplierInvoiceProducts,
  (line: SupplierInvoiceLineView) => ({
    id: line.id,
    name: line.name,
    quantity: line.quantity,
    unity: line.unity,
    unitPrice: centsToEuroNumber(line.unitPriceCents),
    tva: decimalToNumber(toDecimal(line.vatRate)),
    baseHT: centsToEuroNumber(line.baseHtCents),
    totalHT: centsToEuroNumber(line.totalHtCents),
    supplierInvoicePurchaseOrder: iri(
      PATHS.supplierInvoicePurchaseOrders,
      line.supplierInvoicePurchaseOrderId,
    ),
    quotationSupplierProduct:
      line.quotationSupplierProductId === null
        ? null
        : iri(PATHS.purchaseLines, line.quotationSupplierProductId),
    paid: line.paid,
  }),
);

/** Spec §3 link: the order (reference, state, supplier, quotationExpense.title), the invoice, the lines. */
export const supplierInvoiceLinkWire = wireType(
  "SupplierInvoicePurchaseOrder",
  PATHS.supplierInvoicePurchaseOrders,
  (link: SupplierInvoiceOrderView) => ({
    id: link.id,
    confirmed: link.confirmed,
    purchaseOrder: {
      "@id": iri(PATHS.purchaseOrders, link.purchaseOrder.id),
      id: link.purchaseOrder.id,
      reference: link.purchaseOrder.reference,
      state: link.purchaseOrder.state,
      quotationExpense: {
        title: link.purchaseOrder.title,
        totalHT: centsToEuroNumber(link.purchaseOrder.totalHtCents),
        totalTTC: centsToEuroNumber(link.purchaseOrder.totalTtcCents),
      },
    },
    supplierInvoice: iri(PATHS.supplierInvoices, link.supplierInvoiceId),
    supplierInvoiceProducts: link.lines.map(supplierInvoiceLineWire.member),
  }),
);

/** Spec §3 Supplier invoice: amounts in euros (amount is the TTC), the file as /api/files/{id}. */
export const supplierInvoiceWire = wireType(
  "SupplierInvoice",
  PATHS.supplierInvoices,
  (invoice: SupplierInvoiceDetail) => ({
    id: invoice.id,
    supplier: { "@id": iri(PATHS.suppliers, invoice.supplier.id), ...invoice.supplier },
    supplierName: invoice.supplier.name,
    file: invoice.file ? iri(PATHS.files, invoice.file.id) : null,
    fileName: invoice.file?.filename ?? null,
    state: invoice.state,
    stateTrad: SUPPLIER_INVOICE_STATE_LABELS[invoice.state],
    version: invoice.version,
    invoiceNumber: invoice.invoiceNumber,
    amount: euros(invoice.amountCents),
    amountTva: euros(invoice.amountTvaCents),
    paymentAt: invoice.paymentAt,
    invoiceReceivedAt: invoice.invoiceReceivedAt,
    invoiceAt: invoice.invoiceAt,
    comment: invoice.comment,
    restAmount: centsToEuroNumber(invoice.amountLeftCents),
    incomplete: invoice.incomplete,
    supplierInvoicePurchaseOrders: invoice.orders.map(supplierInvoiceLinkWire.member),
    supplierPayments: invoice.payments.map((payment) => ({
      "@id": iri(PATHS.supplierPayments, payment.id),
      ...paymentWireFields(payment),
    })),
    createdAt: invoice.createdAt,
    createdBy: invoice.createdBy ? iri(PATHS.users, invoice.createdBy.id) : null,
    creatorFullname: invoice.createdBy?.fullname ?? "",
    canEdit: invoice.canEdit,
  }),
);
