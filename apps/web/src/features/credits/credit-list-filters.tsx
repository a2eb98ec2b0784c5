import { CREDIT_LIST_STATES, CREDIT_STATE_LABELS } from "@tronc/domain";
import { ToggleChips } from "../../ui/toggle-chips";
import type { CreditListFilters } from "./credit-list-helpers";

interface CreditListFilterBarProps {
  search: string;
  onSearch(value: string): void;
  filters: CreditListFilters;
  onChange(changes: Partial<CreditListFilters>): void;
  issuers: readonly { id: number; name: string }[];
}

const STATE_OPTIONS = CREDIT_LIST_STATES.map((state) => ({
  value: state,
  label: CREDIT_STATE_LABELS[state],
}));

/** Text (800 ms debounce), issuer and states (none chosen: every state). */
export function CreditListFilterBar({
  search,
  onSearch,
  filters,
  onChange,
  issuers,
}: CreditListFilterBarProps) {
  return (
    <search className="card filters credit-filters">
      <div className="field credit-filter-search">
        <label htmlFor="credit-search">Rechercher</label>
        <input
          id="credit-search"
          type="search"
          placeholder="Numéro, titre, client, facture…"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="credit-filter-issuer">Entreprise du groupe</label>
        <select
          id="credit-filter-issuer"
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
      <fieldset className="field credit-filter-states">
        <legend className="field-label">États</legend>
        <ToggleChips
          options={STATE_OPTIONS}
          selected={filters.states}
          onChange={(states) => onChange({ states })}
        />
      </fieldset>
    </search>
  );
}
