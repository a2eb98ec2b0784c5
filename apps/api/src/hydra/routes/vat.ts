import { z } from "zod";
import type { VatRate } from "../../services/core/vat-rates";
import { hydraBody } from "../body";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";

const wire = wireType("Tva", PATHS.vatRates, (rate: VatRate) => ({ id: rate.id, tva: rate.tva }));

/** The rate arrives as `tva` (5.5 or '5,5'); anything else counts as missing, refused by the service in French. */
const body = hydraBody({
  tva: z.union([z.number(), z.string()]).nullable().catch(null),
});

export const vatRoutes = hydraResource({
  wire,
  lists: [{ call: (caller) => caller.vat.list() }],
  create: { body, call: (caller, input) => caller.vat.create(input) },
  get: (caller, id) => caller.vat.get({ id }),
  update: { body, call: (caller, id, input) => caller.vat.update({ id, ...input }) },
});
