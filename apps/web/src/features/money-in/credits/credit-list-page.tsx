import { MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { useState } from "react";
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
import { Button } from "../../../ui/button";
import { FileActionLink } from "../../../ui/file-action-link";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { CreditCreateModal } from "./credit-create-modal";
import { CreditItem } from "./credit-item";
import { CreditListFilterBar } from "./credit-list-filters";
import {
  CREDIT_LIST_KEY,
  type CreditListFilters,
  creditCountLabel,
  creditExportUrl,
  creditFiltersInput,
  DEFAULT_CREDIT_FILTERS,
} from "./credit-list-helpers";
import { CreditListTotals } from "./credit-list-totals";
import "./credit-list.css";
import { canAccess } from "../../../app/access";

const useCredits = ({ q, filters, page, pageSize }: PagedSearchInput<CreditListFilters>) =>
  trpc.creditList.search.useQuery({ ...creditFiltersInput(filters, q), page, pageSize }, pagedQueryOptions);

/** 'Avoirs client' (§2.8): filters, totals bar, items by 50, the creation modal, Excel for accounting. */
export default function CreditListPage(_props: ScreenProps) {
  const user = useSessionUser();
  const [adding, setAdding] = useState(false);
  const list = usePagedSearch(useCredits, {
    key: CREDIT_LIST_KEY,
    pageSize: PAGE_SIZES.creditNotes,
    filters: DEFAULT_CREDIT_FILTERS,
  });
  const q = useDebouncedValue(list.search, SEARCH_DEBOUNCE_MS).trim() || undefined;
  const stats = trpc.creditList.stats.useQuery(creditFiltersInput(list.filters, q), pagedQueryOptions);
  const options = trpc.lead.options.useQuery(undefined, { staleTime: 5 * 60_000 });
  const issuers = options.data?.triangleCompanies ?? [];
  return (
    <>
      <PageHeader
        title="Avoirs client"
        subtitle={stats.data ? creditCountLabel(stats.data.count) : "Recherche des avoirs…"}
        actions={
          <>
            {canAccess(user, "finance") && (
              <FileActionLink
                kind="excel"
                className="btn btn-secondary"
                href={creditExportUrl(list.filters, q)}
                download
              >
                Export Excel
              </FileActionLink>
            )}
            <Button variant="primary" onClick={() => setAdding(true)}>
              Ajouter un avoir
            </Button>
          </>
        }
      />
      <CreditListFilterBar
        search={list.search}
        onSearch={list.setSearch}
        filters={list.filters}
        onChange={list.setFilters}
        issuers={issuers}
      />
      <CreditListTotals totals={stats.data} />
      <PagedResults list={list} emptyTitle={MESSAGES.CREDIT_LIST_EMPTY} loadingLabel="Chargement des avoirs…">
        <ul className="credit-list" aria-label="Avoirs" aria-busy={list.query.isFetching}>
          {list.items.map((credit) => (
            <li key={credit.id}>
              <CreditItem credit={credit} />
            </li>
          ))}
        </ul>
      </PagedResults>
      {adding && <CreditCreateModal issuers={issuers} onClose={() => setAdding(false)} />}
    </>
  );
}
