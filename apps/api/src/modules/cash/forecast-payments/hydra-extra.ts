import { formatMessage, MESSAGES } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { date, hydraBody, requiredRef } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import { hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { forecastPaymentContract } from "./contract";
import { forecastPaymentWire } from "./wire";

const { operations } = forecastPaymentContract;

/** Euros as a number (12.5) or a text ('12,50'); the domain reads it and says in French what is wrong. */
const amount = z
  .union([z.number(), z.string().max(40, { error: formatMessage("TEXT_TOO_LONG", { max: 40 }) })], {
    error: MESSAGES.NUMBER_EXPECTED,
  })
  .nullish();

const fields = { date: date(), amount };

/** GET ?quotation=<IRI or id>: the quotation is required. */
export function listInput(query: QueryReader) {
  const quotationId = query.ref("quotation", PATHS.quotations);
  if (quotationId === undefined) {
    throw new TRPCError({ code: "BAD_REQUEST", message: MESSAGES.FORECAST_PAYMENT_QUOTATION_PARAM_REQUIRED });
  }
  return { quotationId };
}

/**
 * POST and PUT /{id} (date as the wire's reader reads it, amount in euros, quotation IRI or id) read the
 * wire's body, not the procedures' input: by hand, behind their operations' doors; the DELETE follows
 * them, as in the table before (the wire snapshot's fixed requests PUT, then DELETE).
 */
export const forecastPaymentExtraRows: HydraRoute[] = hydraResource({
  wire: forecastPaymentWire,
  policies: {
    create: operations.create.policy,
    update: operations.update.policy,
    delete: operations.delete.policy,
  },
  create: {
    body: hydraBody({ ...fields, quotation: requiredRef(PATHS.quotations) }),
    call: (caller, { quotation, ...input }) =>
      caller.forecastPayment.create({ quotationId: quotation, ...input }),
  },
  update: {
    body: hydraBody(fields),
    call: (caller, id, input) => caller.forecastPayment.update({ id, ...input }),
  },
  delete: (caller, id) => caller.forecastPayment.delete({ id }),
});
