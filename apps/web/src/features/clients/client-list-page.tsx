import { useState } from "react";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { useListState } from "../../hooks/use-list-state";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { Pagination } from "../../ui/pagination";
import { QueryStatus } from "../../ui/query-status";
import { SearchFilter } from "../../ui/search-filter";
import { ClientCard } from "./client-card";
import { ClientCompanyDialog } from "./client-company-dialog";
import { CLIENT_PAGE_SIZE } from "./client-form";
import "./clients.css";

/** admin-tronc-commun-companies: the client companies, 120 per page, search and 'Ajouter un client'. */
export default function ClientListPage() {
  const [adding, setAdding] = useState(false);
  const list = useListState("clients", { filters: {} });
  const q = useDebouncedValue(list.search, 800);
  const clients = trpc.clientCompany.search.useQuery(
    { q: q.trim() || undefined, page: list.page, pageSize: CLIENT_PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  const data = clients.data;
  return (
    <>
      <PageHeader
        title="Clients"
        subtitle={
          data
            ? `${data.total.toLocaleString("fr-FR")} entreprise${data.total > 1 ? "s" : ""} cliente${data.total > 1 ? "s" : ""}`
            : undefined
        }
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            Ajouter un client
          </Button>
        }
      />
      <SearchFilter
        id="client-search"
        className="client-search"
        placeholder="Nom, SIRET, ville ou code postal"
        value={list.search}
        onChange={list.setSearch}
      />
      <QueryStatus query={clients} loadingLabel="Chargement des clients…" />
      {data && data.items.length === 0 && (
        <EmptyState title="Aucun client ne correspond à votre recherche." />
      )}
      {data && data.items.length > 0 && (
        <ul className="client-grid" aria-label="Clients" aria-busy={clients.isFetching}>
          {data.items.map((client) => (
            <li key={client.id}>
              <ClientCard client={client} />
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={list.page} pageCount={data.pageCount} onPageChange={list.setPage} />}
      {adding && <ClientCompanyDialog onClose={() => setAdding(false)} />}
    </>
  );
}
