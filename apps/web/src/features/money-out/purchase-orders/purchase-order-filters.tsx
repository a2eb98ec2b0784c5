import { PURCHASE_ORDER_LIST_STATES, PURCHASE_ORDER_STATE_LABELS } from "@tronc/domain";
import { DateRangeFilter, IssuerFilter, SearchField } from "../../../ui/filter-fields";
import { ToggleChips } from "../../../ui/toggle-chips";
import type { PurchaseOrderListFilters } from "./purchase-order-list-helpers";

type Option = { id: number; name: string };

interface PurchaseOrderFilterBarProps {
  search: string;
  onSearch(value: string): void;
  filters: PurchaseOrderListFilters;
  onChange(changes: Partial<PurchaseOrderListFilters>): void;
  issuers: readonly Option[];
  projects: readonly Option[];
  suppliers: readonly Option[];
}

const STATE_OPTIONS = PURCHASE_ORDER_LIST_STATES.map((state) => ({
  value: state,
  label: PURCHASE_ORDER_STATE_LABELS[state],
}));

/** One choice among options, 'Tous' for none. */
function OptionFilter(props: {
  id: string;
  label: string;
  options: readonly Option[];
  value: number | null;
  onChange(id: number | null): void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value ?? ""}
        onChange={(event) => props.onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">Tous</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Text (800 ms debounce), group company, project, supplier, creation dates and states (none: every state). */
export function PurchaseOrderFilterBar({
  search,
  onSearch,
  filters,
  onChange,
  issuers,
  projects,
  suppliers,
}: PurchaseOrderFilterBarProps) {
  return (
    <search className="card filters purchase-order-filters">
      <SearchField
        id="purchase-order-search"
        className="purchase-order-filter-search"
        placeholder="Référence, titre, fournisseur, projet, client…"
        value={search}
        onChange={onSearch}
      />
      <IssuerFilter
        id="purchase-order-filter-issuer"
        issuers={issuers}
        value={filters.triangleCompanyId}
        onChange={(triangleCompanyId) => onChange({ triangleCompanyId })}
      />
      <OptionFilter
        id="purchase-order-filter-project"
        label="Projet"
        options={projects}
        value={filters.projectId}
        onChange={(projectId) => onChange({ projectId })}
      />
      <OptionFilter
        id="purchase-order-filter-supplier"
        label="Fournisseur"
        options={suppliers}
        value={filters.supplierId}
        onChange={(supplierId) => onChange({ supplierId })}
      />
      <DateRangeFilter
        idPrefix="purchase-order-filter"
        fromLabel="Créé du"
        from={filters.from}
        to={filters.to}
        onChange={onChange}
      />
      <fieldset className="field purchase-order-filter-states">
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
