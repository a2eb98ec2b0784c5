import { formatMessage, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { date, hydraBody, ref, requiredRef, text } from "../../../hydra/body";
import { hydraCollection } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import { type HydraRoute, idParam } from "../../../hydra/route";
import { admit } from "../../policies";
import { invoicePaymentContract } from "./contract";
import { invoicePaymentWire as paymentWire } from "./wire";

const { operations } = invoicePaymentContract;

/** Euros as a number (12.5) or a text ('12,50'); the domain reads it and says in French what is wrong. */
const amount = z
  .union([z.number(), z.string().max(40, { error: formatMessage("TEXT_TOO_LONG", { max: 40 }) })], {
    error: MESSAGES.NUMBER_EXPECTED,
  })
  .nullish();

/** A date, or the date part of an ISO date-time the old client sends ('2026-11-20T00:00:00+01:00'). */
const dayOf = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;

/**
 * The body of the POST and the PUT as the old client sends it: references as IRIs under the spec's
 * names (`invoice`, `credit`, `invoicePayment` for the forecast payment), lowercase sentences and a
 * date-time taken for its day. The contract reads the screens' ids and days, so these rows are by hand.
 */
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

/** /compta/invoice_payments-by-invoice/{id}: a collection under the invoice's own path. */
const byInvoice: HydraRoute = {
  method: "GET",
  path: `${PATHS.invoicePaymentsByInvoice}/:id`,
  handle: async (caller, req) => {
    admit(req.user, operations.byInvoice.policy);
    const invoiceId = idParam(req);
    const payments = await caller.invoicePayment.byInvoice({ invoiceId });
    return hydraCollection(
      `${PATHS.invoicePaymentsByInvoice}/${invoiceId}`,
      payments.map(paymentWire.member),
      payments.length,
    );
  },
};

/**
 * POST (invoice IRI or id, amount in euros, paymentType, paymentMode, comment, paidAt, credit,
 * invoicePayment = the forecast payment) and PUT /{id} (a PUT never moves a payment to another
 * invoice: `invoice` is ignored), DELETE /{id} after the PUT, then /compta/invoice_payments-by-invoice/{id}.
 */
export const invoicePaymentHydraExtra: HydraRoute[] = [
  ...hydraResource({
    wire: paymentWire,
    policies: {
      create: operations.create.policy,
      update: operations.update.policy,
      delete: operations.delete.policy,
    },
    create: {
      body: hydraBody({ ...fields, invoice: requiredRef(PATHS.invoices) }),
      call: (caller, { invoice, ...rest }) =>
        caller.invoicePayment.create({ invoiceId: invoice, ...toInput(rest) }),
    },
    update: {
      body: hydraBody(fields),
      call: (caller, id, input) => caller.invoicePayment.update({ id, ...toInput(input) }),
    },
    // After the PUT, as the table always had it: the wire snapshot's fixed requests change then delete one payment.
    delete: (caller, id) => caller.invoicePayment.delete({ id }),
  }),
  byInvoice,
];
