import { assertAlertStateSendable, PAGE_SIZES, readAlertStates } from "@tronc/domain";
import type { z } from "zod";
import { date, hydraBody, refs, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import { collectionRoute, hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import type { AppCaller } from "../../../trpc/caller";
import { admit } from "../../policies";
import { type AlertFilters, alertContract } from "./contract";
import type { AlertView } from "./views";
import { alertWire } from "./wire";

const { operations } = alertContract;

/**
 * What the old screen sends to PUT: id, state, readBy, doneAt (the server's own time is kept for
 * doneAt). Not an operation's input: the PUT chooses between settling and marking read.
 */
const updateBody = hydraBody({
  state: text(30),
  readBy: refs(PATHS.users),
  doneAt: date(),
});

/**
 * PUT: state ALERT_STATE_DONE settles it ('Déclarer comme réglé'); state ALERT_STATE_READ or a readBy
 * list marks it read by the caller (a client cannot mark it read for someone else); back to new is 422.
 */
async function updateAlert(
  caller: AppCaller,
  id: number,
  body: z.infer<typeof updateBody>,
): Promise<AlertView> {
  const [sent] = body.state == null ? [] : readAlertStates([body.state]);
  const state = sent === undefined ? null : assertAlertStateSendable(sent);
  if (state === "ALERT_STATE_DONE") return caller.alert.settle({ id });
  if (state === "ALERT_STATE_READ" || body.readBy !== undefined) await caller.alert.markRead({ ids: [id] });
  return caller.alert.get({ id });
}

/** The list's query: q, state (one, `state[]=A&state[]=B` or `state=A,B`; absent: new and read). */
function alertFiltersFromQuery(query: QueryReader): AlertFilters {
  const states = query.list("state");
  return { q: query.string("q"), states: states.length > 0 ? readAlertStates(states) : undefined };
}

/** -search documents its members without their type, as it always did: a collection row of its own. */
const search = collectionRoute(PATHS.alertsSearch, alertWire.member, (caller, req) => {
  admit(req.user, operations.search.policy);
  return caller.alert.search({
    ...alertFiltersFromQuery(req.query),
    page: req.query.page(),
    pageSize: req.query.maxResults(PAGE_SIZES.alerts),
  });
});

/**
 * The alerts' Hydra rows beyond the module's own: the PUT (a state change, behind the door of the
 * operations it asks), the DELETE and /tronc_commun_alerts-search. The DELETE comes after the PUT, as
 * it did in the table: a module's rows go before its extra ones, and the wire snapshot's fixed requests
 * (PUT then DELETE on the same alert) read the table in its order.
 */
export const alertExtraRows: HydraRoute[] = [
  ...hydraResource({
    wire: alertWire,
    policies: { update: operations.settle.policy, delete: operations.delete.policy },
    update: { body: updateBody, call: updateAlert },
    delete: (caller, id) => caller.alert.delete({ id }),
  }),
  search,
];
