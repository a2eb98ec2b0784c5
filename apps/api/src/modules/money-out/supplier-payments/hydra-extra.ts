import { formatMessage, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { date, hydraBody, requiredRef, text } from "../../../hydra/body";
import { hydraCollection } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import { type HydraRoute, idParam } from "../../../hydra/route";
import { admit } from "../../policies";
import { supplierPaymentContract } from "./contract";
import { supplierPaymentWire } from "./wire";

const { operations } = supplierPaymentContract;

/** A date, or the date part of an ISO date-time the old client sends ('2026-11-20T00:00:00+01:00'). */
const dayOf = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;

const fields = {
  /** Euros as a number (12.5) or a text ('12,50'); the domain reads it and says in French what is wrong. */
  amount: z
    .union([z.number(), z.string().max(40, { error: formatMessage("TEXT_TOO_LONG", { max: 40 }) })], {
      error: MESSAGES.NUMBER_EXPECTED,
    })
    .nullish(),
  paymentType: text(30),
  paymentMode: text(30),
  comment: text(5_000),
  paidAt: date(),
};

/**
 * POST and PUT /compta/supplier_payments read the wire's body (`supplierInvoice` as an IRI or an id,
 * `paidAt` as a date or the old client's ISO date-time, the wire readers' sentences): not the
 * procedures' input, so they are written by hand, behind their operations' doors. A PUT never moves a
 * payment to another invoice (`supplierInvoice` is ignored). The DELETE follows them, as in the table
 * before (the wire snapshot's fixed requests PUT, then DELETE). Then
 * /compta/supplier_payments-by-invoice/{invoiceId}.
 */
export const supplierPaymentExtraRows: HydraRoute[] = [
  ...hydraResource({
    wire: supplierPaymentWire,
    policies: {
      create: operations.create.policy,
      update: operations.update.policy,
      delete: operations.delete.policy,
    },
    create: {
      body: hydraBody({ ...fields, supplierInvoice: requiredRef(PATHS.supplierInvoices) }),
      call: (caller, { supplierInvoice, paidAt, ...rest }) =>
        caller.supplierPayment.create({ supplierInvoiceId: supplierInvoice, paidAt: dayOf(paidAt), ...rest }),
    },
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
      admit(req.user, operations.byInvoice.policy);
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
