import { MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { pagedQueryOptions } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { InvoiceItem } from "../../billing/invoices/invoice-item";
import { TabResults, useTabPage } from "./client-accounting-tab";
import "../../billing/invoices/invoice-list.css";

/** 'Factures': the client's invoices in every state (drafts too), as the invoice list shows them. */
export function ClientAccountingInvoices({ companyId }: { companyId: number }) {
  const [page, setPage] = useTabPage();
  const query = trpc.invoiceList.search.useQuery(
    { companyId, states: [], page, pageSize: PAGE_SIZES.invoices },
    pagedQueryOptions,
  );
  return (
    <TabResults
      query={query}
      page={page}
      onPageChange={setPage}
      emptyTitle={MESSAGES.CLIENT_INVOICES_EMPTY}
      loadingLabel="Chargement des factures…"
    >
      {(invoices) => (
        <ul className="invoice-list" aria-label="Factures du client" aria-busy={query.isFetching}>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <InvoiceItem invoice={invoice} />
            </li>
          ))}
        </ul>
      )}
    </TabResults>
  );
}
