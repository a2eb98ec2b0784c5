import { canEditSupplierInvoice, MESSAGES, PAGE_SIZES, supplierInvoiceCountLabel } from "@tronc/domain";
import { useLocation, useSearch } from "wouter";
import type { ScreenProps } from "../../../app/paths";
import { useSessionUser } from "../../../app/session";
import { useCreateFromUrl } from "../../../hooks/use-create-from-url";
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
import { QueryStatus } from "../../../ui/query-status";
import { SupplierInvoiceCard } from "./supplier-invoice-card";
import { SupplierInvoiceCreateModal } from "./supplier-invoice-create-modal";
import { SupplierInvoiceFilterBar } from "./supplier-invoice-filters";
import {
  DEFAULT_SUPPLIER_INVOICE_FILTERS,
  purchaseOrderOfSearch,
  SUPPLIER_INVOICE_EXPORTS,
  SUPPLIER_INVOICE_LIST_KEY,
  type SupplierInvoiceListFilters,
  supplierInvoiceExportUrl,
  supplierInvoiceFiltersInput,
} from "./supplier-invoice-list-helpers";
import { SupplierInvoiceTotals } from "./supplier-invoice-totals";
import "./supplier-invoices.css";

const useSupplierInvoices = ({ q, filters, page, pageSize }: PagedSearchInput<SupplierInvoiceListFilters>) =>
  trpc.supplierInvoiceList.search.useQuery(
    { ...supplierInvoiceFiltersInput(filters, q), page, pageSize },
    pagedQueryOptions,
  );

/** Decision 6: `?purchaseOrder={id}` opens the creation modal with that order (read first). */
function OrderCreateModal({ purchaseOrderId, onClose }: { purchaseOrderId: number; onClose(): void }) {
  const order = trpc.purchaseOrder.get.useQuery({ id: purchaseOrderId });
  if (!order.data) return <QueryStatus query={order} loadingLabel="Chargement du bon de commande…" />;
  return <SupplierInvoiceCreateModal purchaseOrder={order.data} onClose={onClose} />;
}

/** 'Liste des Factures des fournisseurs' (§2.9): filters, count, totals, cards, exports, creation. */
export default function SupplierInvoiceListPage(_props: ScreenProps) {
  const user = useSessionUser();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const fromOrder = purchaseOrderOfSearch(search);
  const [adding, setAdding] = useCreateFromUrl();
  const list = usePagedSearch(useSupplierInvoices, {
    key: SUPPLIER_INVOICE_LIST_KEY,
    pageSize: PAGE_SIZES.supplierInvoices,
    filters: DEFAULT_SUPPLIER_INVOICE_FILTERS,
  });
  const q = useDebouncedValue(list.search, SEARCH_DEBOUNCE_MS).trim() || undefined;
  const stats = trpc.supplierInvoiceList.stats.useQuery(
    supplierInvoiceFiltersInput(list.filters, q),
    pagedQueryOptions,
  );
  const close = () => {
    setAdding(false);
    if (fromOrder !== null) navigate(location, { replace: true });
  };
  const canEdit = canEditSupplierInvoice(user);
  return (
    <>
      <PageHeader
        title="Liste des Factures des fournisseurs"
        subtitle={stats.data ? supplierInvoiceCountLabel(stats.data.count) : "Recherche des factures…"}
        actions={
          <>
            {canEdit &&
              SUPPLIER_INVOICE_EXPORTS.map((action) => (
                <FileActionLink
                  kind={action.kind}
                  key={action.path}
                  className="btn btn-secondary"
                  href={supplierInvoiceExportUrl(action.path, list.filters, q)}
                  download
                >
                  {action.label}
                </FileActionLink>
              ))}
            {canEdit && (
              <Button variant="primary" onClick={() => setAdding(true)}>
                Ajouter une facture fournisseur
              </Button>
            )}
          </>
        }
      />
      <SupplierInvoiceFilterBar
        search={list.search}
        onSearch={list.setSearch}
        filters={list.filters}
        onChange={list.setFilters}
      />
      <SupplierInvoiceTotals totals={stats.data} />
      <PagedResults
        list={list}
        emptyTitle={MESSAGES.SUPPLIER_INVOICE_LIST_EMPTY}
        loadingLabel="Chargement des factures fournisseurs…"
      >
        <ul
          className="supplier-invoice-list"
          aria-label="Factures fournisseurs"
          aria-busy={list.query.isFetching}
        >
          {list.items.map((invoice) => (
            <li key={invoice.id}>
              <SupplierInvoiceCard invoice={invoice} />
            </li>
          ))}
        </ul>
      </PagedResults>
      {adding && fromOrder === null && <SupplierInvoiceCreateModal purchaseOrder={null} onClose={close} />}
      {canEdit && fromOrder !== null && <OrderCreateModal purchaseOrderId={fromOrder} onClose={close} />}
    </>
  );
}
