import { formatMessage, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { bool, hydraBody, parseBody, ref, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import { type HydraRoute, idParam } from "../../../hydra/route";
import { admit } from "../../policies";
import { type ForecastItemUpdateInput, forecastItemContract } from "./contract";
import { forecastItemWire } from "./wire";

const { operations } = forecastItemContract;
const atMost = (max: number) => formatMessage("TEXT_TOO_LONG", { max });

/** Euros as a number (-1200.5) or a text ('-1 200,50'); the domain reads it and says what is wrong. */
const typedNumber = z
  .union([z.number(), z.string().max(40, { error: atMost(40) })], {
    error: MESSAGES.NUMBER_EXPECTED,
  })
  .nullish();

const DAY_IRI = /^(?:\/api\/compta\/financial-forecast\/days\/)?(\d{4})(\d{2})(\d{2})$/;

/**
 * A day as the wire names it: the day's IRI (/api/compta/financial-forecast/days/20261123), its id
 * (20261123), `{ "@id": … }` or a date ('2026-11-23'). Null clears; the service judges the date.
 */
const day = () =>
  z
    .union([z.string().max(80, { error: atMost(80) }), z.number(), z.object({ "@id": z.string() })], {
      error: MESSAGES.FORECAST_DAY_EXPECTED,
    })
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
    pct: z.union([z.number(), z.string().max(20, { error: atMost(20) })], {
      error: MESSAGES.PERCENT_EXPECTED,
    }),
  })
  .transform(({ id, company, pct }, ctx) => {
    const companyId = id ?? company;
    if (companyId === null || companyId === undefined) {
      ctx.addIssue({ code: "custom", message: MESSAGES.FORECAST_SHARE_COMPANY_REQUIRED });
      return z.NEVER;
    }
    return { companyId, pct };
  });
const shares = z
  .array(share, { error: MESSAGES.LIST_EXPECTED })
  .max(50, { error: MESSAGES.FORECAST_SHARES_TOO_MANY })
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
  scope: z.enum(["ONLY_THIS", "THIS_AND_FUTURE"], { error: MESSAGES.FORECAST_SCOPE_EXPECTED }).optional(),
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
 * POST /items ('+ ajouter') and PUT /items/{id} (the modal's save; 204 when 'Désactiver cette charge à
 * partir de cette date' removed the line itself), by hand behind their operations' doors: they read
 * the wire's body (`forecastDay` or `realDay` as a day's IRI, a share's company as `id` or `company`),
 * not the procedures' input.
 */
export const forecastItemExtraRows: HydraRoute[] = [
  ...hydraResource({
    wire: forecastItemWire,
    policies: { create: operations.create.policy },
    create: {
      body: createBody,
      call: (caller, { forecastDay, companiesParts, ...input }) =>
        caller.forecastItem.create({ ...input, date: forecastDay, companiesParts: companiesParts ?? [] }),
    },
  }),
  {
    method: "PUT",
    path: `${PATHS.forecastItems}/:id`,
    async handle(caller, req) {
      admit(req.user, operations.update.policy);
      const id = idParam(req);
      const line = await caller.forecastItem.update(updateInput(id, parseBody(updateBody, req.body)));
      return line === null ? null : forecastItemWire.item(line);
    },
    doc: { type: forecastItemWire.type, body: updateBody },
  },
];
