import { PAGE_SIZES } from "@tronc/domain";
import { useCreateFromUrl } from "../../../hooks/use-create-from-url";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { SearchFilter } from "../../../ui/search-filter";
import { ClientCard } from "./client-card";
import { ClientCompanyDialog } from "./client-company-dialog";
import "./clients.css";

const useClients = ({ filters, ...paging }: PagedSearchInput) =>
  trpc.clientCompany.search.useQuery(paging, pagedQueryOptions);

/** admin-tronc-commun-companies: the client companies, 120 per page, search and 'Ajouter un client'. */
export default function ClientListPage() {
  const [adding, setAdding] = useCreateFromUrl();
  const clients = usePagedSearch(useClients, { key: "clients", pageSize: PAGE_SIZES.clientCompanies });
  const { total } = clients;
  return (
    <>
      <PageHeader
        title="Clients"
        subtitle={
          total === undefined
            ? undefined
            : `${total.toLocaleString("fr-FR")} entreprise${total > 1 ? "s" : ""} cliente${total > 1 ? "s" : ""}`
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
        value={clients.search}
        onChange={clients.setSearch}
      />
      <PagedResults
        list={clients}
        emptyTitle="Aucun client ne correspond à votre recherche."
        loadingLabel="Chargement des clients…"
      >
        <ul className="client-grid" aria-label="Clients" aria-busy={clients.query.isFetching}>
          {clients.items.map((client) => (
            <li key={client.id}>
              <ClientCard client={client} />
            </li>
          ))}
        </ul>
      </PagedResults>
      {adding && <ClientCompanyDialog onClose={() => setAdding(false)} />}
    </>
  );
}
