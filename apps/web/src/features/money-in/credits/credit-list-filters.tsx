import { CREDIT_LIST_STATES, CREDIT_STATE_LABELS } from "@tronc/domain";
import { IssuerFilter, SearchField } from "../../../ui/filter-fields";
import { ToggleChips } from "../../../ui/toggle-chips";
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
      <SearchField
        id="credit-search"
        className="credit-filter-search"
        placeholder="Numéro, titre, client, facture…"
        value={search}
        onChange={onSearch}
      />
      <IssuerFilter
        id="credit-filter-issuer"
        issuers={issuers}
        value={filters.triangleCompanyId}
        onChange={(triangleCompanyId) => onChange({ triangleCompanyId })}
      />
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
