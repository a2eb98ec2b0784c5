import {
  EVENT_SEARCH_DEFAULT_DAYS,
  EVENT_SEARCH_DEFAULT_STATE,
  EVENT_SEARCH_MAX_DAYS,
  eachDay,
  eventDaysInWindow,
  MESSAGES,
  toParisDate,
} from "@tronc/domain";
import { useMemo } from "react";
import { useListState } from "../../../hooks/use-list-state";
import { formatLongDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { QueryStatus } from "../../../ui/query-status";
import { EventCalendarFilters, type EventCalendarFilterValues } from "./event-calendar-filters";
import { type CalendarEventItem, EventCard } from "./event-card";
import "./event-calendar.css";

/** Up to a month every day shows, empty or not; a longer period lists only the days with events. */
const MAX_DAYS_SHOWN_EMPTY = 31;

function readDays(typed: string): number | null {
  const days = Number(typed);
  return Number.isInteger(days) && days >= 1 && days <= EVENT_SEARCH_MAX_DAYS ? days : null;
}

const countLabel = (count: number) => `${count} évènement${count > 1 ? "s" : ""}`;

/** admin-event-calendar (/event-calendar): the delivery dates of the coming days, by day. */
export default function EventCalendarPage() {
  const today = useMemo(() => toParisDate(new Date()), []);
  const defaults = useMemo(
    () => ({
      filters: {
        date: today,
        days: String(EVENT_SEARCH_DEFAULT_DAYS),
        companies: [],
        states: [EVENT_SEARCH_DEFAULT_STATE],
      } satisfies EventCalendarFilterValues,
    }),
    [today],
  );
  const { filters, setFilters } = useListState<EventCalendarFilterValues>("event-calendar", defaults);
  const days = readDays(filters.days);
  const search = trpc.eventCalendar.search.useQuery(
    {
      date: filters.date,
      days: days ?? EVENT_SEARCH_DEFAULT_DAYS,
      triangleCompanyIds: filters.companies,
      states: filters.states,
    },
    { enabled: days !== null, placeholderData: (previous) => previous },
  );
  const result = search.data;
  const byDay = useMemo(() => {
    if (!result) return [];
    const { window, items } = result;
    const grouped = new Map<string, CalendarEventItem[]>(
      eachDay(window.firstDay, window.lastDay).map((day) => [day, []]),
    );
    for (const item of items) {
      for (const day of eventDaysInWindow(item, window)) grouped.get(day)?.push(item);
    }
    const showEmpty = grouped.size <= MAX_DAYS_SHOWN_EMPTY;
    return [...grouped].filter(([, events]) => showEmpty || events.length > 0);
  }, [result]);
  return (
    <>
      <PageHeader
        title="Calendrier des évènements"
        subtitle={result && days !== null ? countLabel(result.items.length) : undefined}
      />
      <EventCalendarFilters
        filters={filters}
        onChange={setFilters}
        daysError={days === null ? MESSAGES.EVENT_SEARCH_DAYS_RANGE : null}
      />
      {days !== null && <QueryStatus query={search} loadingLabel="Chargement du calendrier…" />}
      {days !== null && result && result.items.length === 0 && (
        <EmptyState title="Aucun évènement sur cette période">
          Changez la date, le nombre de jours ou les filtres.
        </EmptyState>
      )}
      {days !== null && result && result.items.length > 0 && (
        <div className="event-calendar-days-grid">
          {byDay.map(([day, events]) => (
            <section
              key={day}
              className="card event-calendar-day"
              data-day={day}
              aria-label={formatLongDate(day, { weekday: "long" })}
            >
              <h2 className={day === today ? "event-calendar-today" : undefined}>
                {formatLongDate(day, { weekday: "long", year: false })}
              </h2>
              {events.length === 0 ? (
                <p className="muted event-calendar-none">Aucun évènement</p>
              ) : (
                events.map((event) => <EventCard key={event.id} event={event} />)
              )}
            </section>
          ))}
        </div>
      )}
    </>
  );
}
