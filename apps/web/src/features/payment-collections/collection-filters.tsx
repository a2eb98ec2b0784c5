import { DateInput } from "../../ui/date-input";
import { ToggleChips } from "../../ui/toggle-chips";
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
      <div className="field collection-filter-search">
        <label htmlFor="collection-search">Rechercher</label>
        <input
          id="collection-search"
          type="search"
          placeholder="Client, entreprise du groupe, numéro de facture…"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="collection-filter-from">Réglé du</label>
        <DateInput id="collection-filter-from" value={filters.from} onChange={(from) => onChange({ from })} />
      </div>
      <div className="field">
        <label htmlFor="collection-filter-to">Au</label>
        <DateInput id="collection-filter-to" value={filters.to} onChange={(to) => onChange({ to })} />
      </div>
      <div className="field">
        <label htmlFor="collection-filter-issuer">Entreprise du groupe</label>
        <select
          id="collection-filter-issuer"
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
