import {
  centsToEuroNumber,
  PAGE_SIZES,
  readChargeColor,
  readChargeStates,
  readChargeType,
} from "@tronc/domain";
import type { z } from "zod";
import { hydraBody } from "../../../hydra/body";
import { putVersion } from "../../../hydra/etag";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import { collectionRoute, hydraResource } from "../../../hydra/resource";
import type { HydraRequest, HydraRoute } from "../../../hydra/route";
import type { ChargeView } from "../../../services/cash/forecast/views";
import type { AppCaller } from "../../../trpc/caller";
import { admit } from "../../policies";
import { type ChargeFilters, cardFields, chargeContract, futureFields } from "./contract";
import { chargeWire } from "./wire";

const { operations } = chargeContract;

/** The PUT's body: the future-scope save's fields and the card's, as the spec's clients send them together. */
const updateBody = hydraBody({ ...futureFields, ...cardFields });
type UpdateBody = z.infer<typeof updateBody>;

/**
 * PUT: title, amount, dateFrom, companiesParts or isActive make the future-scope save (from dateFrom
 * on); type and colour are the card's save. Both read first, so a refusal writes nothing. A PUT with
 * neither is the card's save of nothing: its version is checked and moves.
 */
async function updateCharge(
  caller: AppCaller,
  id: number,
  body: UpdateBody,
  req: HydraRequest,
): Promise<ChargeView> {
  const { type: typeSent, color, ...future } = body;
  const type = typeSent == null ? typeSent : readChargeType(typeSent);
  if (color !== undefined) readChargeColor(color);
  // The version named (If-Match or `version`), else the current one: the second save follows the first's.
  let version = await putVersion(req, { type: chargeWire.type, id }, () => caller.charge.get({ id }));
  const isFuture = Object.values(future).some((value) => value !== undefined);
  let charge = isFuture ? await caller.charge.updateFuture({ id, version, ...future }) : null;
  if (charge) ({ version } = charge);
  // Nothing but the card (or nothing at all: the version is still checked, as a lead's empty save).
  if (!charge || type !== undefined || color !== undefined)
    charge = await caller.charge.update({ id, version, type, color });
  return charge;
}

/** The list's query: q, state (one, `state[]=A&state[]=B` or `state=A,B`; absent: not switched off). */
function chargeFiltersFromQuery(query: QueryReader): ChargeFilters {
  const states = query.list("state");
  return { q: query.string("q"), states: states.length > 0 ? readChargeStates(states) : undefined };
}

/** -search documents its members without their type, as it always did: a collection row of its own. */
const search = collectionRoute(PATHS.chargesSearch, chargeWire.member, (caller, req) => {
  admit(req.user, operations.search.policy);
  return caller.charge.search({
    ...chargeFiltersFromQuery(req.query),
    page: req.query.page(),
    pageSize: req.query.maxResults(PAGE_SIZES.charges),
  });
});

const stats: HydraRoute = {
  method: "GET",
  path: PATHS.chargesSearchStats,
  async handle(caller, req) {
    admit(req.user, operations.stats.policy);
    const totals = await caller.charge.stats(chargeFiltersFromQuery(req.query));
    return { count: totals.count, total: centsToEuroNumber(totals.totalCents) };
  },
};

/**
 * The charges' Hydra rows beyond the module's own: the PUT (the future-scope save and the card's, behind
 * the door of the operations it asks), /charges-search (q, state, page 1-based, maxResults) and
 * /charges-search-stats (count, total in euros).
 */
export const chargeExtraRows: HydraRoute[] = [
  ...hydraResource({
    wire: chargeWire,
    policies: { update: operations.updateFuture.policy },
    update: { body: updateBody, call: updateCharge },
  }),
  search,
  stats,
];
