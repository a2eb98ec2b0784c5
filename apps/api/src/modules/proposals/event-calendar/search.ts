import {
  companies,
  leads,
  projects,
  recommendationEvents,
  recommendations,
  triangleCompanies,
} from "@tronc/db";
import {
  EVENT_SEARCH_DEFAULT_STATE,
  type EventSearchState,
  type EventWindow,
  eventWindow,
  type RecommendationState,
} from "@tronc/domain";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";
import { type CalendarEventView, toEventView } from "./views";

export interface EventCalendarSearch {
  /** First day, 'YYYY-MM-DD' (today in Paris by default). */
  date?: string | undefined;
  /** 1–365, 7 by default. */
  days?: number | undefined;
  triangleCompanyIds?: number[] | undefined;
  /** Accepted by default. */
  states?: EventSearchState[] | undefined;
  /** Only this recommendation's dates (Hydra's recoId): then any state, and any day unless `date` is given. */
  recommendationId?: number | undefined;
}

/** What the event calendar's card shows (§2.10): the project, the client, the lead and the company colour. */
export interface EventInfos {
  projectName: string;
  customerName: string;
  leadId: number;
  recoState: RecommendationState;
  triangleCompanyId: number;
  companyName: string;
  companyColor: string;
}

export interface CalendarEventWithInfos extends CalendarEventView {
  infos: EventInfos;
}

export interface EventCalendarResult {
  window: EventWindow;
  items: CalendarEventWithInfos[];
}

/** A year of deliveries is a few thousand rows at most; past this the screen asks for fewer days. */
const MAX_EVENTS = 2_000;

/** 'Calendrier des évènements': the dates overlapping the window's days, by start. */
export async function searchEventCalendar(
  ctx: ServiceContext,
  input: EventCalendarSearch,
): Promise<EventCalendarResult> {
  const window = eventWindow(input.date, input.days, ctx.now);
  const forOneRecommendation = input.recommendationId !== undefined;
  // One recommendation's calendar: every state, and every date unless a first day is given.
  const states = input.states?.length
    ? input.states
    : forOneRecommendation
      ? []
      : [EVENT_SEARCH_DEFAULT_STATE];
  const windowed = !(forOneRecommendation && !input.date);
  const rows = await ctx.db
    .select({
      event: recommendationEvents,
      leadId: recommendations.leadId,
      recoState: recommendations.state,
      triangleCompanyId: recommendations.triangleCompanyId,
      projectName: projects.name,
      leadSubject: leads.subject,
      customerName: companies.name,
      companyName: triangleCompanies.name,
      companyColor: triangleCompanies.color,
    })
    .from(recommendationEvents)
    .innerJoin(recommendations, eq(recommendations.id, recommendationEvents.recommendationId))
    .innerJoin(leads, eq(leads.id, recommendations.leadId))
    .leftJoin(projects, eq(projects.leadId, recommendations.leadId))
    .innerJoin(companies, eq(companies.id, recommendations.companyId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, recommendations.triangleCompanyId))
    .where(
      and(
        windowed ? lt(recommendationEvents.startAt, new Date(window.endsBefore)) : undefined,
        windowed ? gte(recommendationEvents.endAt, new Date(window.startsAt)) : undefined,
        states.length ? inArray(recommendations.state, states) : undefined,
        input.triangleCompanyIds?.length
          ? inArray(recommendations.triangleCompanyId, input.triangleCompanyIds)
          : undefined,
        input.recommendationId === undefined ? undefined : eq(recommendations.id, input.recommendationId),
      ),
    )
    .orderBy(asc(recommendationEvents.startAt), asc(recommendationEvents.id))
    .limit(MAX_EVENTS);
  return {
    window,
    items: rows.map((row) => ({
      ...toEventView(row.event),
      infos: {
        projectName: row.projectName ?? row.leadSubject,
        customerName: row.customerName,
        leadId: row.leadId,
        recoState: row.recoState,
        triangleCompanyId: row.triangleCompanyId,
        companyName: row.companyName,
        companyColor: row.companyColor,
      },
    })),
  };
}
