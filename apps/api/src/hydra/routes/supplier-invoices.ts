import {
  centsToEuroNumber,
  decimalToNumber,
  domainError,
  SUPPLIER_INVOICE_STATE_LABELS,
  toDecimal,
} from "@tronc/domain";
import { z } from "zod";
import type {
  SupplierInvoiceDetail,
  SupplierInvoiceLineView,
  SupplierInvoiceOrderView,
} from "../../services/supplier-invoices/view";
import { bool, date, hydraBody, ref, requiredRef, text } from "../body";
import { iri } from "../iri";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import type { HydraRoute } from "../route";
import { paymentWireFields } from "./payment-wire-fields";

const euros = (cents: number | null) => (cents === null ? null : centsToEuroNumber(cents));

/** Spec §3 Supplier invoice product: euros on the wire, its link and purchase line as IRIs. */
const lineWire = wireType(
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
const linkWire = wireType(
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
    supplierInvoiceProducts: link.lines.map(lineWire.member),
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
    invoiceNumber: invoice.invoiceNumber,
    amount: euros(invoice.amountCents),
    amountTva: euros(invoice.amountTvaCents),
    paymentAt: invoice.paymentAt,
    invoiceReceivedAt: invoice.invoiceReceivedAt,
    invoiceAt: invoice.invoiceAt,
    comment: invoice.comment,
    restAmount: centsToEuroNumber(invoice.amountLeftCents),
    incomplete: invoice.incomplete,
    supplierInvoicePurchaseOrders: invoice.orders.map(linkWire.member),
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

/** A number (12.5) or a text ('1 234,56'); the domain reads it and says in French what is wrong. */
const typedNumber = z
  .union([z.number(), z.string().max(40, { error: "40 caractères au plus." })], {
    error: "un nombre est attendu.",
  })
  .nullish();

const invoiceFields = {
  invoiceNumber: text(200),
  amount: typedNumber,
  amountTva: typedNumber,
  paymentAt: date(),
  invoiceReceivedAt: date(),
  invoiceAt: date(),
  comment: text(20_000),
  file: ref(PATHS.files),
};

const STATES = ["STATE_PENDING", "STATE_PAID", "STATE_ADVANCE"] as const;
type WireState = (typeof STATES)[number];
const stateOf = (value: string | null | undefined): WireState | undefined => {
  if (value == null) return undefined;
  if ((STATES as readonly string[]).includes(value)) return value as WireState;
  throw domainError("SUPPLIER_INVOICE_STATE_INVALID", "invalid", { value }, { field: "state" });
};

const lineFields = {
  name: text(1_000),
  quantity: typedNumber,
  unitPrice: typedNumber,
  unity: text(40),
  tva: typedNumber,
};

/**
 * /api/compta/supplier_invoices (POST, GET, PUT, DELETE /{id} and the plain collection),
 * /api/compta/supplier_invoice_purchase_orders (POST purchaseOrder + supplierInvoice, PUT confirmed,
 * GET, DELETE) and /compta/supplier_invoice_products (POST, PUT name, quantity, unitPrice, tva and
 * the paid check, GET, DELETE). The supplier of an invoice never changes through a PUT.
 */
export const supplierInvoiceRoutes: HydraRoute[] = [
  ...hydraResource({
    wire: supplierInvoiceWire,
    lists: [
      {
        call: (caller, req) =>
          caller.supplierInvoice.list({ page: req.query.page(), pageSize: req.query.maxResults(120, 500) }),
      },
    ],
    create: {
      body: hydraBody({
        ...invoiceFields,
        supplier: ref(PATHS.suppliers),
        purchaseOrder: ref(PATHS.purchaseOrders),
      }),
      call: (caller, { supplier, purchaseOrder, file, ...fields }) =>
        caller.supplierInvoice.create({
          ...fields,
          supplierId: supplier,
          purchaseOrderId: purchaseOrder,
          fileId: file,
        }),
    },
    get: (caller, id) => caller.supplierInvoice.get({ id }),
    update: {
      body: hydraBody({ ...invoiceFields, state: text(40) }),
      call: (caller, id, { file, state, ...fields }) =>
        caller.supplierInvoice.update({ id, ...fields, fileId: file, state: stateOf(state) }),
    },
    delete: (caller, id) => caller.supplierInvoice.delete({ id }),
  }),
  ...hydraResource({
    wire: linkWire,
    create: {
      body: hydraBody({
        purchaseOrder: ref(PATHS.purchaseOrders),
        supplierInvoice: requiredRef(PATHS.supplierInvoices),
      }),
      call: async (caller, { purchaseOrder, supplierInvoice }) => {
        const invoice = await caller.supplierInvoice.linkOrder({
          supplierInvoiceId: supplierInvoice,
          purchaseOrderId: purchaseOrder,
        });
        const link = invoice.orders.find((order) => order.purchaseOrder.id === purchaseOrder);
        if (!link) throw domainError("SUPPLIER_INVOICE_LINK_NOT_FOUND", "notFound");
        return link;
      },
    },
    get: (caller, id) => caller.supplierInvoice.orderGet({ id }),
    update: {
      body: hydraBody({ confirmed: bool() }),
      call: async (caller, id, { confirmed }) => {
        if (confirmed != null) await caller.supplierInvoice.setOrderConfirmed({ id, confirmed });
        return caller.supplierInvoice.orderGet({ id });
      },
    },
    delete: (caller, id) => caller.supplierInvoice.unlinkOrder({ id }),
  }),
  ...hydraResource({
    wire: lineWire,
    create: {
      body: hydraBody({
        ...lineFields,
        supplierInvoicePurchaseOrder: requiredRef(PATHS.supplierInvoicePurchaseOrders),
      }),
      call: (caller, { supplierInvoicePurchaseOrder, ...fields }) =>
        caller.supplierInvoice.lineCreate({
          ...fields,
          supplierInvoicePurchaseOrderId: supplierInvoicePurchaseOrder,
        }),
    },
    get: (caller, id) => caller.supplierInvoice.lineGet({ id }),
    update: {
      body: hydraBody({ ...lineFields, paid: bool() }),
      call: async (caller, id, { paid, ...fields }) => {
        const line = await caller.supplierInvoice.lineUpdate({ id, ...fields });
        return paid == null || paid === line.paid
          ? line
          : caller.supplierInvoice.setLinePaid({ lineId: id, paid });
      },
    },
    delete: (caller, id) => caller.supplierInvoice.lineDelete({ id }),
  }),
];
