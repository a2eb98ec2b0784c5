import { SUMMARY_DATE_BASES, SUMMARY_DATE_BASIS_LABELS, type SummaryDateBasis } from "@tronc/domain";
import { type FormEvent, useState } from "react";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { FileActionLink } from "../../../ui/file-action-link";
import { DateRangeFilter } from "../../../ui/filter-fields";
import { ToggleChips } from "../../../ui/toggle-chips";
import { type SummaryFilters, summaryExportUrl } from "./accounting-summary-helpers";

interface Props {
  /** The filters of the last search: the form starts from them. */
  applied: SummaryFilters;
  onSearch(filters: SummaryFilters): void;
}

/** Date basis, start and end dates, group companies; 'Rechercher' and 'Exporter' (§2.12). */
export function AccountingSummaryFilters({ applied, onSearch }: Props) {
  const [draft, setDraft] = useState(applied);
  const change = (changes: Partial<SummaryFilters>) => setDraft((current) => ({ ...current, ...changes }));
  const companies = trpc.triangleCompany.list.useQuery(
    { page: 1, maxResults: 500 },
    { staleTime: 5 * 60_000 },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <search>
      <form onSubmit={submit} className="card filters summary-filters">
        <div className="field summary-filter-basis">
          <label htmlFor="summary-filter-basis">Base de date</label>
          <select
            id="summary-filter-basis"
            value={draft.searchDate}
            onChange={(event) => change({ searchDate: event.target.value as SummaryDateBasis })}
          >
            {SUMMARY_DATE_BASES.map((basis) => (
              <option key={basis} value={basis}>
                {SUMMARY_DATE_BASIS_LABELS[basis]}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFilter idPrefix="summary-filter" from={draft.from} to={draft.to} onChange={change} />
        <fieldset className="summary-filter-companies">
          <legend className="field-label">Entreprises du groupe</legend>
          <ToggleChips
            options={(companies.data?.items ?? []).map((company) => ({
              value: company.id,
              label: company.name,
            }))}
            selected={draft.companies}
            onChange={(selected) => change({ companies: selected })}
          />
        </fieldset>
        <div className="summary-filter-actions">
          <Button type="submit" variant="primary">
            Rechercher
          </Button>
          {/* The browser goes to the file's address: the Excel file of the filters as typed. */}
          <FileActionLink kind="excel" className="btn btn-secondary" href={summaryExportUrl(draft)} download>
            Exporter
          </FileActionLink>
        </div>
      </form>
    </search>
  );
}
