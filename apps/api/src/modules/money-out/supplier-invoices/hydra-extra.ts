import { domainError, formatMessage, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { bool, date, hydraBody, ref, requiredRef, text } from "../../../hydra/body";
import { requestedVersion } from "../../../hydra/etag";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { supplierInvoiceContract } from "./contract";
import { supplierInvoiceLineWire, supplierInvoiceLinkWire, supplierInvoiceWire } from "./wire";

const { operations } = supplierInvoiceContract;

/** A number (12.5) or a text ('1 234,56'); the domain reads it and says in French what is wrong. */
const typedNumber = z
  .union([z.number(), z.string().max(40, { error: formatMessage("TEXT_TOO_LONG", { max: 40 }) })], {
    error: MESSAGES.NUMBER_EXPECTED,
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
 * The rows the kit does not make, each behind the door of the operation it asks. The invoice's POST
 * and PUT read the wire's body (`supplier`, `purchaseOrder` and `file` as IRIs or ids, `state` read
 * by the domain's sentence, the wire's own readers' sentences): it is not the procedures' input. The
 * DELETE follows them, as in the table before (the wire snapshot's fixed requests PUT, then DELETE).
 * /api/compta/supplier_invoice_purchase_orders (POST purchaseOrder + supplierInvoice, PUT confirmed,
 * GET, DELETE) and /compta/supplier_invoice_products (POST, PUT name, quantity, unitPrice, tva and
 * the paid check, GET, DELETE) are resources of their own on the wire. The supplier of an invoice
 * never changes through a PUT.
 */
export const supplierInvoiceExtraRows: HydraRoute[] = [
  ...hydraResource({
    wire: supplierInvoiceWire,
    policies: {
      create: operations.create.policy,
      update: operations.update.policy,
      delete: operations.delete.policy,
    },
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
    update: {
      body: hydraBody({ ...invoiceFields, state: text(40) }),
      call: async (caller, id, { file, state, ...fields }, req) =>
        caller.supplierInvoice.update({
          id,
          // A client that names no version writes over the current one, as before versions existed.
          version:
            requestedVersion(req, { type: supplierInvoiceWire.type, id }) ??
            (await caller.supplierInvoice.get({ id })).version,
          ...fields,
          fileId: file,
          state: stateOf(state),
        }),
    },
    delete: (caller, id) => caller.supplierInvoice.delete({ id }),
  }),
  ...hydraResource({
    wire: supplierInvoiceLinkWire,
    policies: {
      create: operations.linkOrder.policy,
      get: operations.orderGet.policy,
      update: operations.setOrderConfirmed.policy,
      delete: operations.unlinkOrder.policy,
    },
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
    wire: supplierInvoiceLineWire,
    policies: {
      create: operations.lineCreate.policy,
      get: operations.lineGet.policy,
      update: operations.lineUpdate.policy,
      delete: operations.lineDelete.policy,
    },
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
