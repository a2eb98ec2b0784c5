import { z } from "zod";
import type { ForecastItemUpdateInput } from "../../routers/forecast-item.schemas";
import { bool, hydraBody, parseBody, ref, text } from "../body";
import { PATHS } from "../paths";
import { hydraResource } from "../resource";
import { type HydraRoute, idParam } from "../route";
import { forecastItemWire } from "./forecast-wire";

/** Euros as a number (-1200.5) or a text ('-1 200,50'); the domain reads it and says what is wrong. */
const typedNumber = z
  .union([z.number(), z.string().max(40, { error: "40 caractères au plus." })], {
    error: "un nombre est attendu.",
  })
  .nullish();

const DAY_IRI = /^(?:\/api\/compta\/financial-forecast\/days\/)?(\d{4})(\d{2})(\d{2})$/;

/**
 * A day as the wire names it: the day's IRI (/api/compta/financial-forecast/days/20261123), its id
 * (20261123), `{ "@id": … }` or a date ('2026-11-23'). Null clears; the service judges the date.
 */
const day = () =>
  z
    .union(
      [z.string().max(80, { error: "80 caractères au plus." }), z.number(), z.object({ "@id": z.string() })],
      {
        error: "un jour est attendu (IRI /api/compta/financial-forecast/days/aaaammjj ou date aaaa-mm-jj).",
      },
    )
    .nullish()
    .transform((value) => {
      if (value === null || value === undefined) return value;
      const text = typeof value === "object" ? value["@id"] : String(value).trim();
      const match = DAY_IRI.exec(text);
      return match ? `${match[1]}-${match[2]}-${match[3]}` : text;
    });

/** A share: the group company (`id` or `company`, an id or its IRI) and its percentage. */
const share = z
  .object({
    id: ref(PATHS.triangleCompanies),
    company: ref(PATHS.triangleCompanies),
    pct: z.union([z.number(), z.string().max(20, { error: "20 caractères au plus." })], {
      error: "un pourcentage est attendu.",
    }),
  })
  .transform(({ id, company, pct }, ctx) => {
    const companyId = id ?? company;
    if (companyId === null || companyId === undefined) {
      ctx.addIssue({ code: "custom", message: "l'entreprise du groupe (id ou company) est obligatoire." });
      return z.NEVER;
    }
    return { companyId, pct };
  });
const shares = z
  .array(share, { error: "une liste est attendue." })
  .max(50, { error: "50 entreprises au plus." })
  .nullish()
  .transform((list) => (list === undefined ? undefined : (list ?? [])));

const createBody = hydraBody({
  title: text(255),
  amount: typedNumber,
  forecastDay: day(),
  companiesParts: shares,
});

/** Spec §7's save: id, title, amount, companiesParts, forecastDay, plus realDay or forecastAmount. */
const updateBody = hydraBody({
  title: text(255),
  amount: typedNumber,
  companiesParts: shares,
  realDay: day(),
  isReal: bool(),
  scope: z
    .enum(["ONLY_THIS", "THIS_AND_FUTURE"], { error: "ONLY_THIS ou THIS_AND_FUTURE est attendu." })
    .optional(),
  deactivateCharge: bool(),
});

/** realDay null takes the declaration back, a day declares it, absent leaves it (isReal overrides). */
function updateInput(id: number, body: z.infer<typeof updateBody>): ForecastItemUpdateInput {
  const { realDay, isReal, ...fields } = body;
  return {
    id,
    ...fields,
    isReal: isReal ?? (realDay === undefined ? undefined : realDay !== null),
    realDay,
  };
}

/**
 * POST /items ('+ ajouter'), GET /items?dateFrom&dateTo&page&maxResults, GET and PUT /items/{id} (the
 * modal's save; 204 when 'Désactiver cette charge à partir de cette date' removed the line itself).
 */
export const forecastItemRoutes: HydraRoute[] = [
  ...hydraResource({
    wire: forecastItemWire,
    lists: [
      {
        call: (caller, req) =>
          caller.forecastItem.list({
            dateFrom: req.query.string("dateFrom"),
            dateTo: req.query.string("dateTo"),
            page: req.query.page(),
            pageSize: req.query.maxResults(100),
          }),
      },
    ],
    create: {
      body: createBody,
      call: (caller, { forecastDay, companiesParts, ...input }) =>
        caller.forecastItem.create({ ...input, date: forecastDay, companiesParts: companiesParts ?? [] }),
    },
    get: (caller, id) => caller.forecastItem.get({ id }),
  }),
  {
    method: "PUT",
    path: `${PATHS.forecastItems}/:id`,
    async handle(caller, req) {
      const id = idParam(req);
      const line = await caller.forecastItem.update(updateInput(id, parseBody(updateBody, req.body)));
      return line === null ? null : forecastItemWire.item(line);
    },
    doc: { type: forecastItemWire.type, body: updateBody },
  },
];
