import { centsToEuroNumber } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { ForecastPaymentView } from "../../services/invoicing/forecast-payments/views";
import { date, hydraBody, requiredRef } from "../body";
import { iri } from "../iri";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import type { HydraRoute } from "../route";

const wire = wireType("ForecastPayment", PATHS.forecastPayments, (payment: ForecastPaymentView) => ({
  id: payment.id,
  date: payment.date,
  amount: centsToEuroNumber(payment.amountCents),
  quotation: iri(PATHS.quotations, payment.quotationId),
  invoicePayment: payment.invoicePaymentId,
}));

/** Euros as a number (12.5) or a text ('12,50'); the domain reads it and says in French what is wrong. */
const amount = z
  .union([z.number(), z.string().max(40, { error: "40 caractères au plus." })], {
    error: "un nombre est attendu.",
  })
  .nullish();

const fields = { date: date(), amount };

/** POST and PUT /{id} (date, amount in euros, quotation IRI), GET ?quotation=<IRI or id>, GET /{id}. */
export const forecastPaymentRoutes: HydraRoute[] = hydraResource({
  wire,
  lists: [
    {
      call: (caller, req) => {
        const quotationId = req.query.ref("quotation", PATHS.quotations);
        if (quotationId === undefined) {
          throw new TRPCError({ code: "BAD_REQUEST", message: "Le paramètre quotation est obligatoire." });
        }
        return caller.forecastPayment.listByQuotation({ quotationId });
      },
    },
  ],
  create: {
    body: hydraBody({ ...fields, quotation: requiredRef(PATHS.quotations) }),
    call: (caller, { quotation, ...input }) =>
      caller.forecastPayment.create({ quotationId: quotation, ...input }),
  },
  get: (caller, id) => caller.forecastPayment.get({ id }),
  update: {
    body: hydraBody(fields),
    call: (caller, id, input) => caller.forecastPayment.update({ id, ...input }),
  },
  delete: (caller, id) => caller.forecastPayment.delete({ id }),
});
