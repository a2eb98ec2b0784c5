import { z } from "zod";
import { date, hydraBody, ref, requiredRef, text } from "../body";
import { hydraCollection } from "../json-ld";
import { PATHS } from "../paths";
import { hydraResource } from "../resource";
import { type HydraRoute, idParam } from "../route";
import { invoicePaymentWire as paymentWire } from "./invoice-payment-wire";

/** Euros as a number (12.5) or a text ('12,50'); the domain reads it and says in French what is wrong. */
const amount = z
  .union([z.number(), z.string().max(40, { error: "40 caractères au plus." })], {
    error: "un nombre est attendu.",
  })
  .nullish();

/** A date, or the date part of an ISO date-time the old client sends ('2026-11-20T00:00:00+01:00'). */
const dayOf = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;

const fields = {
  amount,
  paymentType: text(30),
  paymentMode: text(30),
  comment: text(5_000),
  paidAt: date(),
  credit: ref(PATHS.credits),
  invoicePayment: ref(PATHS.forecastPayments),
};

type WireFields = {
  amount?: number | string | null | undefined;
  paymentType?: string | null | undefined;
  paymentMode?: string | null | undefined;
  comment?: string | null | undefined;
  paidAt?: string | null | undefined;
  credit?: number | null | undefined;
  invoicePayment?: number | null | undefined;
};

const toInput = ({ credit, invoicePayment, paidAt, ...rest }: WireFields) => ({
  ...rest,
  paidAt: dayOf(paidAt),
  creditId: credit,
  forecastPaymentId: invoicePayment,
});

/**
 * /compta/invoice_payments: POST (invoice IRI or id, amount in euros, paymentType, paymentMode, comment,
 * paidAt, credit, invoicePayment = the forecast payment), GET, PUT and DELETE /{id} (a PUT never moves a
 * payment to another invoice: `invoice` is ignored), the plain collection (1-based pages, latest
 * first) and /compta/invoice_payments-by-invoice/{id}. The -search paths are the collections list's.
 */
export const invoicePaymentRoutes: HydraRoute[] = [
  ...hydraResource({
    wire: paymentWire,
    lists: [
      {
        call: (caller, req) =>
          caller.invoicePayment.list({ page: req.query.page(), pageSize: req.query.maxResults(50, 500) }),
      },
    ],
    create: {
      body: hydraBody({ ...fields, invoice: requiredRef(PATHS.invoices) }),
      call: (caller, { invoice, ...rest }) =>
        caller.invoicePayment.create({ invoiceId: invoice, ...toInput(rest) }),
    },
    get: (caller, id) => caller.invoicePayment.get({ id }),
    update: {
      body: hydraBody(fields),
      call: (caller, id, input) => caller.invoicePayment.update({ id, ...toInput(input) }),
    },
    delete: (caller, id) => caller.invoicePayment.delete({ id }),
  }),
  {
    method: "GET",
    path: `${PATHS.invoicePaymentsByInvoice}/:id`,
    handle: async (caller, req) => {
      const invoiceId = idParam(req);
      const payments = await caller.invoicePayment.byInvoice({ invoiceId });
      return hydraCollection(
        `${PATHS.invoicePaymentsByInvoice}/${invoiceId}`,
        payments.map(paymentWire.member),
        payments.length,
      );
    },
  },
];
