import { PAGE_SIZES } from "@tronc/domain";
import type { ScreenProps } from "../../../app/paths";
import { useSessionUser } from "../../../app/session";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import {
  type PagedSearchInput,
  pagedQueryOptions,
  SEARCH_DEBOUNCE_MS,
  usePagedSearch,
} from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { FileActionLink } from "../../../ui/file-action-link";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { QuotationListFilterBar } from "./quotation-list-filters";
import {
  DEFAULT_QUOTATION_FILTERS,
  QUOTATION_EXPORTS,
  QUOTATION_LIST_KEY,
  type QuotationListFilters,
  quotationCountLabel,
  quotationExportUrl,
  quotationFiltersInput,
} from "./quotation-list-helpers";
import { QuotationListTotals } from "./quotation-list-totals";
import { QuotationRow } from "./quotation-row";
import "./accounting-quotations.css";
import { canAccess } from "../../../app/access";

const useQuotations = ({ q, filters, page, pageSize }: PagedSearchInput<QuotationListFilters>) =>
  trpc.accountingQuotation.search.useQuery(
    { ...quotationFiltersInput(filters, q), page, pageSize },
    pagedQueryOptions,
  );

const COLUMNS = ["Référence", "Titre", "Client", "Entreprise", "État", "Date"];
const AMOUNT_COLUMNS = ["Total HT", "Total TTC", "Facturé", "Reste à facturer"];

/** 'Liste des devis' (§2.6): filters, totals bar, pagination by 50, exports for super admins. */
export default function QuotationListPage(_props: ScreenProps) {
  const user = useSessionUser();
  const list = usePagedSearch(useQuotations, {
    key: QUOTATION_LIST_KEY,
    pageSize: PAGE_SIZES.quotations,
    filters: DEFAULT_QUOTATION_FILTERS,
  });
  const q = useDebouncedValue(list.search, SEARCH_DEBOUNCE_MS).trim() || undefined;
  const stats = trpc.accountingQuotation.stats.useQuery(
    quotationFiltersInput(list.filters, q),
    pagedQueryOptions,
  );
  const options = trpc.lead.options.useQuery(undefined, { staleTime: 5 * 60_000 });
  const data = list.query.data;
  return (
    <>
      <PageHeader
        title="Liste des devis"
        subtitle={data ? quotationCountLabel(data.total, data.totalIsExact) : "Recherche des devis…"}
        actions={
          canAccess(user, "superAdmin") &&
          QUOTATION_EXPORTS.map((action) => (
            <FileActionLink
              kind={action.kind}
              key={action.path}
              className="btn btn-secondary"
              href={quotationExportUrl(action.path, list.filters, q)}
              download
            >
              {action.label}
            </FileActionLink>
          ))
        }
      />
      <QuotationListFilterBar
        search={list.search}
        onSearch={list.setSearch}
        filters={list.filters}
        onChange={list.setFilters}
        issuers={options.data?.triangleCompanies ?? []}
      />
      <QuotationListTotals totals={stats.data} />
      <PagedResults
        list={list}
        emptyTitle="Aucun devis ne correspond à cette recherche"
        loadingLabel="Chargement des devis…"
      >
        <div className="card table-wrap">
          <table className="table quotation-table" aria-busy={list.query.isFetching}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
                {AMOUNT_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="num">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.items.map((quotation) => (
                <QuotationRow key={quotation.id} quotation={quotation} />
              ))}
            </tbody>
          </table>
        </div>
      </PagedResults>
    </>
  );
}
