import {
  centsToEuroNumber,
  PAGE_SIZES,
  readChargeColor,
  readChargeStates,
  readChargeType,
} from "@tronc/domain";
import { z } from "zod";
import type { ChargeFilters } from "../../routers/charge.schemas";
import type { ChargeView } from "../../services/forecast/views";
import type { AppCaller } from "../../trpc/caller";
import { bool, date, hydraBody, number, requiredRef, text } from "../body";
import { PATHS } from "../paths";
import type { QueryReader } from "../query";
import { collectionRoute, hydraResource, wireType } from "../resource";
import type { HydraRoute } from "../route";

/** Spec §3 Charge: the amount in euros (negative), each share as { id: company id, name, pct, amount }. */
const wire = wireType("Charge", PATHS.charges, (charge: ChargeView) => ({
  id: charge.id,
  title: charge.title,
  type: charge.type,
  typeTrad: charge.typeLabel,
  amount: centsToEuroNumber(charge.amountCents),
  everyNMonth: charge.everyNMonth,
  dayOfMonth: charge.dayOfMonth,
  dateFrom: charge.dateFrom,
  valuesFrom: charge.valuesFrom,
  color: charge.color,
  state: charge.state,
  stateTrad: charge.stateLabel,
  isActive: charge.isActive,
  deactivatedFrom: charge.deactivatedFrom,
  recurrence: charge.recurrenceText,
  companiesParts: charge.companiesParts.map((part) => ({
    id: part.companyId,
    name: part.name,
    pct: part.pct,
    amount: centsToEuroNumber(part.amountCents),
  })),
}));

/** Euros as a number (-1200.5) or a text ('1 200,50'); the domain reads it and says what is wrong. */
const typedNumber = z
  .union([z.number(), z.string().max(40, { error: "40 caractères au plus." })], {
    error: "un nombre est attendu.",
  })
  .nullish();

/** A share as the wire carries it: the group company (id or IRI) and its percentage. */
const share = z.object({
  id: requiredRef(PATHS.triangleCompanies),
  pct: z.union([z.number(), z.string().max(20, { error: "20 caractères au plus." })], {
    error: "un pourcentage est attendu.",
  }),
});
const shares = z
  .array(share, { error: "une liste est attendue." })
  .max(50, { error: "50 entreprises au plus." })
  .nullish()
  .transform((list) =>
    list === undefined ? undefined : (list ?? []).map(({ id, pct }) => ({ companyId: id, pct })),
  );

const createBody = hydraBody({
  title: text(255),
  type: text(40),
  everyNMonth: number(),
  dayOfMonth: number(),
  amount: typedNumber,
  dateFrom: date(),
  color: text(20),
  companiesParts: shares,
});

const updateBody = hydraBody({
  title: text(255),
  amount: typedNumber,
  dateFrom: date(),
  companiesParts: shares,
  isActive: bool(),
  type: text(40),
  color: text(20),
});
type UpdateBody = z.infer<typeof updateBody>;

/**
 * PUT: title, amount, dateFrom, companiesParts or isActive make the future-scope save (from dateFrom
 * on); type and colour are the card's save. Both read first, so a refusal writes nothing.
 */
async function updateCharge(caller: AppCaller, id: number, body: UpdateBody): Promise<ChargeView> {
  const { type: typeSent, color, ...future } = body;
  const type = typeSent == null ? typeSent : readChargeType(typeSent);
  if (color !== undefined) readChargeColor(color);
  const isFuture = Object.values(future).some((value) => value !== undefined);
  let charge = isFuture ? await caller.charge.updateFuture({ id, ...future }) : null;
  if (type !== undefined || color !== undefined) charge = await caller.charge.update({ id, type, color });
  return charge ?? caller.charge.get({ id });
}

/** The list's query: q, state (one, `state[]=A&state[]=B` or `state=A,B`; absent: not switched off). */
function chargeFiltersFromQuery(query: QueryReader): ChargeFilters {
  const states = query.list("state");
  return { q: query.string("q"), states: states.length > 0 ? readChargeStates(states) : undefined };
}

const search = collectionRoute(PATHS.chargesSearch, wire.member, (caller, req) =>
  caller.charge.search({
    ...chargeFiltersFromQuery(req.query),
    page: req.query.page(),
    pageSize: req.query.maxResults(PAGE_SIZES.charges),
  }),
);

const stats: HydraRoute = {
  method: "GET",
  path: PATHS.chargesSearchStats,
  async handle(caller, req) {
    const totals = await caller.charge.stats(chargeFiltersFromQuery(req.query));
    return { count: totals.count, total: centsToEuroNumber(totals.totalCents) };
  },
};

/**
 * /api/compta/financial-forecast/charges (POST, GET /{id}, PUT /{id}, the plain list of every charge),
 * /charges-search (q, state, page 1-based, maxResults) and /charges-search-stats (count, total).
 */
export const chargeRoutes: HydraRoute[] = [
  ...hydraResource({
    wire,
    lists: [
      {
        call: (caller, req) =>
          caller.charge.search({
            states: [],
            page: req.query.page(),
            pageSize: req.query.maxResults(PAGE_SIZES.charges),
          }),
      },
    ],
    create: {
      body: createBody,
      call: (caller, { companiesParts, type, ...input }) =>
        caller.charge.create({
          ...input,
          type: type == null ? type : readChargeType(type),
          companiesParts: companiesParts ?? [],
        }),
    },
    get: (caller, id) => caller.charge.get({ id }),
    update: { body: updateBody, call: updateCharge },
  }),
  search,
  stats,
];
