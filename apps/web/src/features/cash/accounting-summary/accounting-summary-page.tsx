import { toParisDate } from "@tronc/domain";
import { useMemo } from "react";
import { useListState } from "../../../hooks/use-list-state";
import { trpc } from "../../../lib/trpc";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { QueryStatus } from "../../../ui/query-status";
import { AccountingSummaryFilters } from "./accounting-summary-filters";
import {
  ACCOUNTING_SUMMARY_KEY,
  defaultSummaryFilters,
  quotationCountLabel,
  type SummaryFilters,
  summaryInput,
} from "./accounting-summary-helpers";
import { AccountingSummaryStats } from "./accounting-summary-stats";
import { SummaryQuotationCard } from "./summary-quotation-card";
import "./accounting-summary.css";

/** admin-compta-export-list (/compta/exports), 'Suivi comptable' (§2.12): what is left to invoice and to collect. */
export default function AccountingSummaryPage() {
  const defaults = useMemo(() => ({ filters: defaultSummaryFilters(toParisDate(new Date())) }), []);
  const { filters, setFilters } = useListState<SummaryFilters>(ACCOUNTING_SUMMARY_KEY, defaults);
  const search = trpc.accountingSummary.search.useQuery(summaryInput(filters), {
    placeholderData: (previous) => previous,
  });
  const result = search.data;
  return (
    <>
      <PageHeader
        title="Suivi comptable"
        subtitle={result ? quotationCountLabel(result.quotations.length) : "Recherche des devis…"}
      />
      <AccountingSummaryFilters applied={filters} onSearch={setFilters} />
      <AccountingSummaryStats totals={search.isError ? undefined : result} />
      <QueryStatus query={search} loadingLabel="Chargement du suivi comptable…" />
      {!search.isError && result && result.quotations.length === 0 && (
        <EmptyState title="Aucun devis ne correspond à cette recherche">
          Changez la base de date, les dates ou les entreprises du groupe.
        </EmptyState>
      )}
      {!search.isError && result && result.quotations.length > 0 && (
        <div className="summary-list" aria-busy={search.isFetching}>
          {result.quotations.map((quotation) => (
            <SummaryQuotationCard key={quotation.idQuotation} quotation={quotation} />
          ))}
        </div>
      )}
    </>
  );
}
