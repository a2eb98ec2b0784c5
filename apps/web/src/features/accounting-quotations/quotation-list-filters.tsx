import { DateInput } from "../../ui/date-input";
import { Switch } from "../../ui/switch";
import { ToggleChips } from "../../ui/toggle-chips";
import { QUOTATION_STATE_OPTIONS, type QuotationListFilters } from "./quotation-list-helpers";

interface QuotationListFilterBarProps {
  search: string;
  onSearch(value: string): void;
  filters: QuotationListFilters;
  onChange(changes: Partial<QuotationListFilters>): void;
  issuers: readonly { id: number; name: string }[];
}

/** Text, group company, states, creation days from and to, 'Facturables' and 'Récurrents'. */
export function QuotationListFilterBar({
  search,
  onSearch,
  filters,
  onChange,
  issuers,
}: QuotationListFilterBarProps) {
  return (
    <search className="card filters quotation-filters">
      <div className="field quotation-filter-search">
        <label htmlFor="quotation-search">Rechercher</label>
        <input
          id="quotation-search"
          type="search"
          placeholder="Référence, titre, client, lead…"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="quotation-filter-issuer">Entreprise du groupe</label>
        <select
          id="quotation-filter-issuer"
          value={filters.triangleCompanyId ?? ""}
          onChange={(event) =>
            onChange({ triangleCompanyId: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">Toutes</option>
          {issuers.map((issuer) => (
            <option key={issuer.id} value={issuer.id}>
              {issuer.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="quotation-filter-from">Du</label>
        <DateInput id="quotation-filter-from" value={filters.from} onChange={(from) => onChange({ from })} />
      </div>
      <div className="field">
        <label htmlFor="quotation-filter-to">Au</label>
        <DateInput id="quotation-filter-to" value={filters.to} onChange={(to) => onChange({ to })} />
      </div>
      <fieldset className="field quotation-filter-states">
        <legend className="field-label">États</legend>
        <ToggleChips
          options={QUOTATION_STATE_OPTIONS}
          selected={filters.states}
          onChange={(states) => onChange({ states })}
        />
      </fieldset>
      <div className="quotation-filter-switches">
        <Switch
          label="Facturables"
          checked={filters.billable}
          onChange={(billable) => onChange({ billable })}
        />
        <Switch
          label="Récurrents"
          checked={filters.recurrent}
          onChange={(recurrent) => onChange({ recurrent })}
        />
      </div>
    </search>
  );
}
