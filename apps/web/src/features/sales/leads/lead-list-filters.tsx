import { LEAD_STATUS_FILTERS } from "@tronc/domain";
import { Switch } from "../../../ui/switch";
import type { LeadOptions } from "./lead-helpers";
import type { LeadListFilters } from "./lead-list-loader";

type SwitchName = "callback" | "withoutCallback" | "leadTrash";

const SWITCHES: { name: SwitchName; label: string; count: "callbackToday" | "withoutCallback" | "trash" }[] =
  [
    { name: "callback", label: "Rappel auj.", count: "callbackToday" },
    { name: "withoutCallback", label: "Sans rappel", count: "withoutCallback" },
    { name: "leadTrash", label: "Poubelle", count: "trash" },
  ];

const NO_SWITCH = { callback: false, withoutCallback: false, leadTrash: false };

interface LeadFilterBarProps {
  search: string;
  onSearch(value: string): void;
  filters: LeadListFilters;
  onChange(changes: Partial<LeadListFilters>): void;
  options: LeadOptions | undefined;
  counts: { callbackToday: number; withoutCallback: number; trash: number } | null | undefined;
}

/**
 * Search, group company, statuses and the three switches. Switching one on clears the statuses and
 * the other two; choosing a status turns the switches off (the server applies the same precedence).
 */
export function LeadFilterBar({ search, onSearch, filters, onChange, options, counts }: LeadFilterBarProps) {
  const switchedOn = filters.callback || filters.withoutCallback || filters.leadTrash;
  const toggleStatus = (value: string) => {
    const status = filters.status.includes(value)
      ? filters.status.filter((one) => one !== value)
      : [...filters.status, value];
    onChange({ status, ...NO_SWITCH });
  };
  return (
    <search className="card filters lead-filters">
      <div className="field lead-filter-search">
        <label htmlFor="lead-search">Rechercher</label>
        <input
          id="lead-search"
          type="search"
          placeholder="Titre, demandeur, entreprise, e-mail, téléphone"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="field lead-filter-company">
        <label htmlFor="lead-filter-company">Entreprise du groupe</label>
        <select
          id="lead-filter-company"
          value={filters.triangleCompanyId ?? ""}
          onChange={(event) =>
            onChange({ triangleCompanyId: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">Toutes</option>
          {options?.triangleCompanies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="lead-switches">
        <legend className="visually-hidden">Listes particulières</legend>
        {SWITCHES.map((one) => (
          <span key={one.name} className="lead-switch">
            <Switch
              label={one.label}
              checked={filters[one.name]}
              onChange={(on) =>
                onChange(on ? { ...NO_SWITCH, status: [], [one.name]: true } : { [one.name]: false })
              }
            />
            {counts && (
              <span className="lead-count" title={`${counts[one.count]} lead(s)`}>
                {counts[one.count]}
              </span>
            )}
          </span>
        ))}
      </fieldset>
      <fieldset className="lead-statuses">
        <legend className="field-label">Statut</legend>
        <div className="lead-status-chips">
          <button
            type="button"
            className="lead-chip"
            aria-pressed={!switchedOn && filters.status.length === 0}
            onClick={() => onChange({ status: [], ...NO_SWITCH })}
          >
            Tous
          </button>
          {LEAD_STATUS_FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              className="lead-chip"
              aria-pressed={filters.status.includes(filter.value)}
              onClick={() => toggleStatus(filter.value)}
            >
              {filter.label}
            </button>
          ))}
          {switchedOn && (
            <span className="muted lead-statuses-note">Les statuts ne s'appliquent pas à cette liste.</span>
          )}
        </div>
      </fieldset>
    </search>
  );
}
