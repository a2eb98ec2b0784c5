import { type EventSearchState, toParisIsoDateTime } from "@tronc/domain";
import type { CalendarEventWithInfos } from "../../services/proposals/events/search";
import type { CalendarEventView } from "../../services/proposals/events/views";
import type { AppCaller } from "../../trpc/caller";
import { date, hydraBody, requiredRef, text } from "../body";
import { iri, refIds } from "../iri";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import type { HydraRequest, HydraRoute } from "../route";

/** Dates go out as ISO with the Paris offset ('2026-12-03T00:00:00+01:00'): a bare day is its midnight. */
const wire = wireType(
  "EventCalendar",
  PATHS.eventCalendars,
  (event: CalendarEventView | CalendarEventWithInfos) => ({
    id: event.id,
    startAt: toParisIsoDateTime(event.startAt),
    endAt: toParisIsoDateTime(event.endAt),
    location: event.location,
    recommandation: iri(PATHS.recommendations, event.recommendationId),
    ...("infos" in event ? { infos: event.infos } : {}),
  }),
);

const createBody = hydraBody({
  startAt: date(),
  endAt: date(),
  location: text(1_000),
  recommandation: requiredRef(PATHS.recommendations),
});
const updateBody = hydraBody({ startAt: date(), endAt: date(), location: text(1_000) });

/** recoId, date (Y-M-D), days, searchCompanies (ids or IRIs, PHP-style list) and searchState (one or a list). */
async function search(caller: AppCaller, req: HydraRequest) {
  const companies = req.query.list("searchCompanies");
  const states = req.query.list("searchState");
  const { items } = await caller.eventCalendar.search({
    recommendationId: req.query.ref("recoId", PATHS.recommendations),
    date: req.query.string("date"),
    days: req.query.int("days"),
    triangleCompanyIds: companies.length
      ? refIds(companies, { field: "searchCompanies", collection: PATHS.triangleCompanies })
      : undefined,
    states: states.length ? (states as EventSearchState[]) : undefined,
  });
  return items;
}

export const eventCalendarRoutes: HydraRoute[] = hydraResource({
  wire,
  lists: [{ call: search }, { path: PATHS.eventCalendarsSearch, call: search }],
  create: {
    body: createBody,
    call: (caller, { recommandation, ...fields }) =>
      caller.eventCalendar.create({ recommendationId: recommandation, ...fields }),
  },
  get: (caller, id) => caller.eventCalendar.get({ id }),
  update: { body: updateBody, call: (caller, id, input) => caller.eventCalendar.update({ id, ...input }) },
  delete: (caller, id) => caller.eventCalendar.delete({ id }),
});
