import { assertAlertStateSendable, PAGE_SIZES, readAlertStates, readAlertType } from "@tronc/domain";
import type { z } from "zod";
import type { AlertFilters } from "../../routers/alert.schemas";
import type { AlertView } from "../../services/support/alerts/views";
import type { AppCaller } from "../../trpc/caller";
import { date, hydraBody, refs, text } from "../body";
import { iri } from "../iri";
import { PATHS } from "../paths";
import type { QueryReader } from "../query";
import { collectionRoute, hydraResource, wireType } from "../resource";
import type { HydraRoute } from "../route";

/** Spec §3 Alert: readers as user IRIs ('readBy') and their names; the spec's 'responsableNames' spelling. */
const wire = wireType("TroncCommunAlert", PATHS.alerts, (alert: AlertView) => ({
  id: alert.id,
  type: alert.type,
  typeTrad: alert.typeLabel,
  state: alert.state,
  stateTrad: alert.stateLabel,
  content: alert.content,
  url: alert.url,
  responsableNames: alert.responsibleNames,
  readBy: alert.readers.map((reader) => iri(PATHS.users, reader.id)),
  readByNames: alert.readByNames,
  createdAt: alert.createdAt,
  doneAt: alert.doneAt,
  doneByName: alert.doneByName,
  canSettle: alert.canSettle,
}));

const createBody = hydraBody({
  type: text(40),
  content: text(20_000),
  url: text(500),
  responsables: refs(PATHS.users),
});

/** What the old screen sends: id, state, readBy, doneAt (the server's own time is kept for doneAt). */
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

const search = collectionRoute(PATHS.alertsSearch, wire.member, (caller, req) =>
  caller.alert.search({
    ...alertFiltersFromQuery(req.query),
    page: req.query.page(),
    pageSize: req.query.maxResults(PAGE_SIZES.alerts),
  }),
);

/** /api/tronc-commun/tronc_commun_alerts (POST, GET /{id}, PUT /{id}, DELETE /{id}) and -search. */
export const alertRoutes: HydraRoute[] = [
  ...hydraResource({
    wire,
    create: {
      body: createBody,
      call: (caller, body) =>
        caller.alert.create({
          type: body.type == null ? undefined : readAlertType(body.type),
          content: body.content ?? "",
          url: body.url,
          responsibleIds: body.responsables,
        }),
    },
    get: (caller, id) => caller.alert.get({ id }),
    update: { body: updateBody, call: updateAlert },
    delete: (caller, id) => caller.alert.delete({ id }),
  }),
  search,
];
