import { DateRangeFilter, IssuerFilter, SearchField } from "../../../ui/filter-fields";
import { ToggleChips } from "../../../ui/toggle-chips";
import { type CollectionListFilters, MODE_OPTIONS } from "./collection-helpers";

interface CollectionFilterBarProps {
  search: string;
  onSearch(value: string): void;
  filters: CollectionListFilters;
  onChange(changes: Partial<CollectionListFilters>): void;
  issuers: readonly { id: number; name: string }[];
}

/** Text, payment dates from and to, group company, payment modes. */
export function CollectionFilterBar({
  search,
  onSearch,
  filters,
  onChange,
  issuers,
}: CollectionFilterBarProps) {
  return (
    <search className="card filters collection-filters">
      <SearchField
        id="collection-search"
        className="collection-filter-search"
        placeholder="Client, entreprise du groupe, numéro de facture…"
        value={search}
        onChange={onSearch}
      />
      <DateRangeFilter
        idPrefix="collection-filter"
        fromLabel="Réglé du"
        from={filters.from}
        to={filters.to}
        onChange={onChange}
      />
      <IssuerFilter
        id="collection-filter-issuer"
        issuers={issuers}
        value={filters.triangleCompanyId}
        onChange={(triangleCompanyId) => onChange({ triangleCompanyId })}
      />
      <fieldset className="field collection-filter-modes">
        <legend className="field-label">Modes de paiement</legend>
        <ToggleChips
          options={MODE_OPTIONS}
          selected={filters.modes}
          onChange={(modes) => onChange({ modes })}
        />
      </fieldset>
    </search>
  );
}
