import { type EventSearchState, toParisIsoDateTime } from "@tronc/domain";
import { iri, refIds } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import { wireType } from "../../../hydra/resource";
import { defineResource } from "../../resource/define-resource";
import { eventCalendarContract } from "./contract";
import { createCalendarEvent, deleteCalendarEvent, updateCalendarEvent } from "./save";
import { type CalendarEventWithInfos, type EventCalendarResult, searchEventCalendar } from "./search";
import { type CalendarEventView, getCalendarEvent, listRecommendationEvents } from "./views";

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

/** recoId, date (Y-M-D), days, searchCompanies (ids or IRIs, PHP-style list) and searchState (one or a list). */
function searchOf(query: QueryReader) {
  const companies = query.list("searchCompanies");
  const states = query.list("searchState");
  return {
    recommendationId: query.ref("recoId", PATHS.recommendations),
    date: query.string("date"),
    days: query.int("days"),
    triangleCompanyIds: companies.length
      ? refIds(companies, { field: "searchCompanies", collection: PATHS.triangleCompanies })
      : undefined,
    states: states.length ? (states as EventSearchState[]) : undefined,
  };
}

const searchList = (path?: string) => ({
  path,
  operation: "search" as const,
  input: searchOf,
  answer: (result: EventCalendarResult) => result.items,
});

/** /api/tronc-commun/event_calendars (and its -search twin): search, POST, GET, PUT and DELETE {id}. */
export const eventCalendarModule = defineResource(
  eventCalendarContract,
  {
    listByRecommendation: listRecommendationEvents,
    get: getCalendarEvent,
    search: searchEventCalendar,
    create: createCalendarEvent,
    update: updateCalendarEvent,
    delete: deleteCalendarEvent,
  },
  {
    hydra: {
      wire,
      wireNames: { recommendationId: "recommandation" },
      lists: [searchList(), searchList(PATHS.eventCalendarsSearch)],
      get: "get",
      create: "create",
      update: "update",
      delete: "delete",
    },
  },
);
