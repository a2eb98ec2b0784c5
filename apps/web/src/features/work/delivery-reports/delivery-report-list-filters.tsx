import { DELIVERY_REPORT_STATE_LABELS, type DeliveryReportState } from "@tronc/domain";
import { trpc } from "../../../lib/trpc";
import { DateInput } from "../../../ui/date-input";
import { ClientPicker } from "../projects/client-picker";
// The client picker is the projects' one; its look lives in their stylesheet.
import "../projects/projects.css";

const STATES = Object.keys(DELIVERY_REPORT_STATE_LABELS) as DeliveryReportState[];

export interface DeliveryReportListFilters {
  from: string;
  to: string;
  triangleCompanyId: number;
  states: DeliveryReportState[];
  billed: "" | "billed" | "notBilled";
  companyId: number;
  companyName: string;
}

export const DEFAULT_FILTERS: DeliveryReportListFilters = {
  from: "",
  to: "",
  triangleCompanyId: 0,
  states: [],
  billed: "",
  companyId: 0,
  companyName: "",
};

/** The filters as the API reads them (search and export): empty ones left out. */
export function filtersInput(filters: DeliveryReportListFilters) {
  return {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.triangleCompanyId ? { triangleCompanyId: filters.triangleCompanyId } : {}),
    ...(filters.states.length > 0 ? { states: filters.states } : {}),
    ...(filters.billed ? { billed: filters.billed } : {}),
    ...(filters.companyId ? { companyId: filters.companyId } : {}),
  };
}

/** The export's query string: the Hydra names of the same filters. */
export function exportQuery(filters: DeliveryReportListFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.triangleCompanyId) params.set("searchTriangleCompany", String(filters.triangleCompanyId));
  for (const state of filters.states) params.append("searchStates[]", state);
  if (filters.billed) params.set("isBilled", filters.billed);
  if (filters.companyId) params.set("company", String(filters.companyId));
  return params.toString();
}

interface FilterBarProps {
  filters: DeliveryReportListFilters;
  onChange(changes: Partial<DeliveryReportListFilters>): void;
}

/** Dates, group company, states, billed and client. */
export function DeliveryReportFilterBar({ filters, onChange }: FilterBarProps) {
  const companies = trpc.triangleCompany.list.useQuery(
    { page: 1, maxResults: 500 },
    { staleTime: 5 * 60_000 },
  );
  const toggle = (state: DeliveryReportState) =>
    onChange({
      states: filters.states.includes(state)
        ? filters.states.filter((one) => one !== state)
        : [...filters.states, state],
    });
  const client = filters.companyId ? { id: filters.companyId, name: filters.companyName } : null;
  return (
    <search className="card filters dr-filters">
      <div className="field">
        <label htmlFor="dr-from">Du</label>
        <DateInput id="dr-from" value={filters.from} onChange={(from) => onChange({ from })} />
      </div>
      <div className="field">
        <label htmlFor="dr-to">Au</label>
        <DateInput id="dr-to" value={filters.to} onChange={(to) => onChange({ to })} />
      </div>
      <div className="field">
        <label htmlFor="dr-company">Entreprise du groupe</label>
        <select
          id="dr-company"
          value={filters.triangleCompanyId}
          onChange={(event) => onChange({ triangleCompanyId: Number(event.target.value) })}
        >
          <option value={0}>Toutes</option>
          {companies.data?.items.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="dr-billed">Facturation</label>
        <select
          id="dr-billed"
          value={filters.billed}
          onChange={(event) =>
            onChange({ billed: event.target.value as DeliveryReportListFilters["billed"] })
          }
        >
          <option value="">Tous</option>
          <option value="billed">Facturés</option>
          <option value="notBilled">Non facturés</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="dr-client">Client</label>
        <ClientPicker
          id="dr-client"
          value={client}
          clearLabel="Tous les clients"
          onChange={(chosen) => onChange({ companyId: chosen?.id ?? 0, companyName: chosen?.name ?? "" })}
        />
      </div>
      <fieldset className="dr-states">
        <legend className="field-label">États</legend>
        <div className="dr-chips">
          {STATES.map((state) => (
            <button
              key={state}
              type="button"
              className="dr-chip"
              aria-pressed={filters.states.includes(state)}
              onClick={() => toggle(state)}
            >
              {DELIVERY_REPORT_STATE_LABELS[state]}
            </button>
          ))}
        </div>
      </fieldset>
    </search>
  );
}
