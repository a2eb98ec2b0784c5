import { z } from "zod";
import type { SupplierPaymentView } from "../../services/supplier-invoices/view";
import { date, hydraBody, requiredRef, text } from "../body";
import { iri } from "../iri";
import { hydraCollection } from "../json-ld";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import { type HydraRoute, idParam } from "../route";
import { paymentWireFields } from "./payment-wire-fields";

/** Spec §3 Payment, supplier side: the customer payment's names, `supplierInvoice` for the invoice. */
const supplierPaymentWire = wireType(
  "SupplierPayment",
  PATHS.supplierPayments,
  (payment: SupplierPaymentView) => ({
    ...paymentWireFields(payment),
    supplierInvoice: iri(PATHS.supplierInvoices, payment.supplierInvoiceId),
  }),
);

/** A date, or the date part of an ISO date-time the old client sends ('2026-11-20T00:00:00+01:00'). */
const dayOf = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;

const fields = {
  /** Euros as a number (12.5) or a text ('12,50'); the domain reads it and says in French what is wrong. */
  amount: z
    .union([z.number(), z.string().max(40, { error: "40 caractères au plus." })], {
      error: "un nombre est attendu.",
    })
    .nullish(),
  paymentType: text(30),
  paymentMode: text(30),
  comment: text(5_000),
  paidAt: date(),
};

/**
 * /compta/supplier_payments: POST (supplierInvoice IRI or id, amount in euros, paymentType,
 * paymentMode, comment, paidAt), GET, PUT and DELETE /{id} (a PUT never moves a payment to another
 * invoice: `supplierInvoice` is ignored), and /compta/supplier_payments-by-invoice/{invoiceId}.
 */
export const supplierPaymentRoutes: HydraRoute[] = [
  ...hydraResource({
    wire: supplierPaymentWire,
    create: {
      body: hydraBody({ ...fields, supplierInvoice: requiredRef(PATHS.supplierInvoices) }),
      call: (caller, { supplierInvoice, paidAt, ...rest }) =>
        caller.supplierPayment.create({ supplierInvoiceId: supplierInvoice, paidAt: dayOf(paidAt), ...rest }),
    },
    get: (caller, id) => caller.supplierPayment.get({ id }),
    update: {
      body: hydraBody(fields),
      call: (caller, id, { paidAt, ...rest }) =>
        caller.supplierPayment.update({ id, paidAt: dayOf(paidAt), ...rest }),
    },
    delete: (caller, id) => caller.supplierPayment.delete({ id }),
  }),
  {
    method: "GET",
    path: `${PATHS.supplierPaymentsByInvoice}/:invoiceId`,
    handle: async (caller, req) => {
      const supplierInvoiceId = idParam(req, "invoiceId");
      const payments = await caller.supplierPayment.byInvoice({ supplierInvoiceId });
      return hydraCollection(
        `${PATHS.supplierPaymentsByInvoice}/${supplierInvoiceId}`,
        payments.map(supplierPaymentWire.member),
        payments.length,
      );
    },
  },
];
