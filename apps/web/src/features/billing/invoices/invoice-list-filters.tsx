import { INVOICE_LIST_STATES, INVOICE_STATE_LABELS } from "@tronc/domain";
import { DateRangeFilter, IssuerFilter, SearchField } from "../../../ui/filter-fields";
import { Switch } from "../../../ui/switch";
import { ToggleChips } from "../../../ui/toggle-chips";
import type { InvoiceListFilters } from "./invoice-list-helpers";

interface InvoiceListFilterBarProps {
  search: string;
  onSearch(value: string): void;
  filters: InvoiceListFilters;
  onChange(changes: Partial<InvoiceListFilters>): void;
  issuers: readonly { id: number; name: string }[];
}

const STATE_OPTIONS = INVOICE_LIST_STATES.map((state) => ({
  value: state,
  label: INVOICE_STATE_LABELS[state],
}));

/** Text, issuer, 'duplicated only', states, invoice dates and numbers from and to. */
export function InvoiceListFilterBar({
  search,
  onSearch,
  filters,
  onChange,
  issuers,
}: InvoiceListFilterBarProps) {
  return (
    <search className="card filters invoice-filters">
      <SearchField
        id="invoice-search"
        className="invoice-filter-search"
        placeholder="Numéro, titre, client, devis…"
        value={search}
        onChange={onSearch}
      />
      <IssuerFilter
        id="invoice-filter-issuer"
        issuers={issuers}
        value={filters.triangleCompanyId}
        onChange={(triangleCompanyId) => onChange({ triangleCompanyId })}
      />
      <DateRangeFilter idPrefix="invoice-filter" from={filters.from} to={filters.to} onChange={onChange} />
      <div className="field invoice-filter-number">
        <label htmlFor="invoice-filter-num-from">Du numéro</label>
        <input
          id="invoice-filter-num-from"
          inputMode="numeric"
          placeholder="ex. 12"
          value={filters.numFrom}
          onChange={(event) => onChange({ numFrom: event.target.value })}
        />
      </div>
      <div className="field invoice-filter-number">
        <label htmlFor="invoice-filter-num-to">Au numéro</label>
        <input
          id="invoice-filter-num-to"
          inputMode="numeric"
          placeholder="ex. 40"
          value={filters.numTo}
          onChange={(event) => onChange({ numTo: event.target.value })}
        />
      </div>
      <fieldset className="field invoice-filter-states">
        <legend className="field-label">États</legend>
        <ToggleChips
          options={STATE_OPTIONS}
          selected={filters.states}
          onChange={(states) => onChange({ states })}
        />
      </fieldset>
      <Switch
        className="invoice-filter-duplicated"
        label="Dupliquées seulement"
        checked={filters.duplicatedOnly}
        onChange={(duplicatedOnly) => onChange({ duplicatedOnly })}
      />
    </search>
  );
}
