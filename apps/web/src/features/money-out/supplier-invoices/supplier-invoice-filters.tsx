import { SUPPLIER_INVOICE_LIST_STATES, SUPPLIER_INVOICE_STATE_LABELS } from "@tronc/domain";
import { DateRangeFilter, SearchField } from "../../../ui/filter-fields";
import { ToggleChips } from "../../../ui/toggle-chips";
import type { SupplierInvoiceListFilters } from "./supplier-invoice-list-helpers";

interface Props {
  search: string;
  onSearch(value: string): void;
  filters: SupplierInvoiceListFilters;
  onChange(changes: Partial<SupplierInvoiceListFilters>): void;
}

const STATE_OPTIONS = SUPPLIER_INVOICE_LIST_STATES.map((state) => ({
  value: state,
  label: SUPPLIER_INVOICE_STATE_LABELS[state],
}));

/** Text (number, supplier, order), states, invoice date from and to. */
export function SupplierInvoiceFilterBar({ search, onSearch, filters, onChange }: Props) {
  return (
    <search className="card filters supplier-invoice-filters">
      <SearchField
        id="supplier-invoice-search"
        className="supplier-invoice-filter-search"
        placeholder="Numéro, fournisseur, bon de commande…"
        value={search}
        onChange={onSearch}
      />
      <DateRangeFilter
        idPrefix="supplier-invoice-filter"
        from={filters.from}
        to={filters.to}
        onChange={onChange}
      />
      <fieldset className="field supplier-invoice-filter-states">
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
