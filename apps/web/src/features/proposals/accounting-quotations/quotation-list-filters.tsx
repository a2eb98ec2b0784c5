import { DateRangeFilter, IssuerFilter, SearchField } from "../../../ui/filter-fields";
import { Switch } from "../../../ui/switch";
import { ToggleChips } from "../../../ui/toggle-chips";
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
      <SearchField
        id="quotation-search"
        className="quotation-filter-search"
        placeholder="Référence, titre, client, lead…"
        value={search}
        onChange={onSearch}
      />
      <IssuerFilter
        id="quotation-filter-issuer"
        issuers={issuers}
        value={filters.triangleCompanyId}
        onChange={(triangleCompanyId) => onChange({ triangleCompanyId })}
      />
      <DateRangeFilter idPrefix="quotation-filter" from={filters.from} to={filters.to} onChange={onChange} />
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
