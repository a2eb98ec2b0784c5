import {
  EVENT_SEARCH_MAX_DAYS,
  EVENT_SEARCH_STATES,
  type EventSearchState,
  RECOMMENDATION_STATE_LABELS,
} from "@tronc/domain";
import { trpc } from "../../../lib/trpc";
import { DateInput } from "../../../ui/date-input";
import { ToggleChips } from "../../../ui/toggle-chips";

export interface EventCalendarFilterValues {
  /** First day 'YYYY-MM-DD'. */
  date: string;
  /** As typed: checked before searching. */
  days: string;
  companies: number[];
  states: EventSearchState[];
}

interface Props {
  filters: EventCalendarFilterValues;
  onChange(changes: Partial<EventCalendarFilterValues>): void;
  daysError: string | null;
}

/** Start date, number of days, group companies and recommendation states (document 3 §2.18). */
export function EventCalendarFilters({ filters, onChange, daysError }: Props) {
  const companies = trpc.triangleCompany.list.useQuery(
    { page: 1, maxResults: 500 },
    { staleTime: 5 * 60_000 },
  );
  return (
    <search className="card filters event-calendar-filters">
      <div className="field event-calendar-date">
        <label htmlFor="event-calendar-date">Date de début</label>
        <DateInput
          id="event-calendar-date"
          required
          value={filters.date}
          onChange={(date) => date && onChange({ date })}
        />
      </div>
      <div className={`field event-calendar-days${daysError ? " has-error" : ""}`}>
        <label htmlFor="event-calendar-days">Nombre de jours</label>
        <input
          id="event-calendar-days"
          type="number"
          required
          min={1}
          max={EVENT_SEARCH_MAX_DAYS}
          value={filters.days}
          aria-invalid={daysError ? true : undefined}
          aria-describedby={daysError ? "event-calendar-days-error" : undefined}
          onChange={(event) => onChange({ days: event.target.value })}
        />
        {daysError && (
          <p className="field-error" id="event-calendar-days-error">
            {daysError}
          </p>
        )}
      </div>
      <fieldset className="event-calendar-wide">
        <legend className="field-label">Entreprises du groupe</legend>
        <ToggleChips
          options={(companies.data?.items ?? []).map((company) => ({
            value: company.id,
            label: company.name,
          }))}
          selected={filters.companies}
          onChange={(selected) => onChange({ companies: selected })}
        />
      </fieldset>
      <fieldset className="event-calendar-wide">
        <legend className="field-label">États de la recommandation</legend>
        <ToggleChips
          options={EVENT_SEARCH_STATES.map((state) => ({
            value: state,
            label: RECOMMENDATION_STATE_LABELS[state],
          }))}
          selected={filters.states}
          onChange={(states) => onChange({ states })}
        />
      </fieldset>
    </search>
  );
}
