import type { VatRate } from "../../services/vat/vat-rates";
import { hydraCollection, hydraItem, hydraMember } from "../json-ld";
import { type HydraRoute, idParam } from "../route";

const TVAS = "/api/compta/tvas";

const fields = (rate: VatRate) => ({ id: rate.id, tva: rate.tva });
const item = (rate: VatRate) => hydraItem("Tva", `${TVAS}/${rate.id}`, fields(rate));

/** The rate arrives as `tva` (5.5 or '5,5'); a missing one is refused by the service in French. */
const tvaOf = (body: Record<string, unknown>) => {
  const value = body.tva;
  return typeof value === "number" || typeof value === "string" ? value : null;
};

export const vatRoutes: HydraRoute[] = [
  {
    method: "GET",
    path: TVAS,
    async handle(caller) {
      const rates = await caller.vat.list();
      return hydraCollection(
        TVAS,
        rates.map((rate) => hydraMember("Tva", `${TVAS}/${rate.id}`, fields(rate))),
        rates.length,
      );
    },
  },
  {
    method: "POST",
    path: TVAS,
    handle: async (caller, req) => item(await caller.vat.create({ tva: tvaOf(req.body) })),
  },
  {
    method: "GET",
    path: `${TVAS}/:id`,
    handle: async (caller, req) => item(await caller.vat.get({ id: idParam(req) })),
  },
  {
    method: "PUT",
    path: `${TVAS}/:id`,
    handle: async (caller, req) => item(await caller.vat.update({ id: idParam(req), tva: tvaOf(req.body) })),
  },
];
