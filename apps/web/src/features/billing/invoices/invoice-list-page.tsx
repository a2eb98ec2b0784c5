import { PAGE_SIZES } from "@tronc/domain";
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
import { InvoiceCreateModal } from "./invoice-create-modal";
import { InvoiceItem } from "./invoice-item";
import { InvoiceListFilterBar } from "./invoice-list-filters";
import {
  DEFAULT_INVOICE_FILTERS,
  INVOICE_EXPORTS,
  INVOICE_LIST_KEY,
  type InvoiceListFilters,
  invoiceCountLabel,
  invoiceExportUrl,
  invoiceFiltersInput,
} from "./invoice-list-helpers";
import { InvoiceListTotals } from "./invoice-list-totals";
import "./invoice-list.css";
import { canAccess } from "../../../app/access";

const useInvoices = ({ q, filters, page, pageSize }: PagedSearchInput<InvoiceListFilters>) =>
  trpc.invoiceList.search.useQuery({ ...invoiceFiltersInput(filters, q), page, pageSize }, pagedQueryOptions);

/** Customer invoices (§2.7): filters, totals bar, items, the creation modal, exports for super admins. */
export default function InvoiceListPage(_props: ScreenProps) {
  const user = useSessionUser();
  const [adding, setAdding] = useState(false);
  const list = usePagedSearch(useInvoices, {
    key: INVOICE_LIST_KEY,
    pageSize: PAGE_SIZES.invoices,
    filters: DEFAULT_INVOICE_FILTERS,
  });
  const q = useDebouncedValue(list.search, SEARCH_DEBOUNCE_MS).trim() || undefined;
  const stats = trpc.invoiceList.stats.useQuery(invoiceFiltersInput(list.filters, q), pagedQueryOptions);
  const options = trpc.lead.options.useQuery(undefined, { staleTime: 5 * 60_000 });
  const issuers = options.data?.triangleCompanies ?? [];
  return (
    <>
      <PageHeader
        title="Factures client"
        subtitle={stats.data ? invoiceCountLabel(stats.data.count) : "Recherche des factures…"}
        actions={
          <>
            {canAccess(user, "superAdmin") &&
              INVOICE_EXPORTS.map((action) => (
                <FileActionLink
                  kind={action.kind}
                  key={action.path}
                  className="btn btn-secondary"
                  href={invoiceExportUrl(action.path, list.filters, q)}
                  download
                >
                  {action.label}
                </FileActionLink>
              ))}
            <Button variant="primary" onClick={() => setAdding(true)}>
              Ajouter une facture
            </Button>
          </>
        }
      />
      <InvoiceListFilterBar
        search={list.search}
        onSearch={list.setSearch}
        filters={list.filters}
        onChange={list.setFilters}
        issuers={issuers}
      />
      <InvoiceListTotals totals={stats.data} />
      <PagedResults
        list={list}
        emptyTitle="Aucune facture ne correspond à cette recherche"
        loadingLabel="Chargement des factures…"
      >
        <ul className="invoice-list" aria-label="Factures" aria-busy={list.query.isFetching}>
          {list.items.map((invoice) => (
            <li key={invoice.id}>
              <InvoiceItem invoice={invoice} />
            </li>
          ))}
        </ul>
      </PagedResults>
      {adding && <InvoiceCreateModal issuers={issuers} onClose={() => setAdding(false)} />}
    </>
  );
}
