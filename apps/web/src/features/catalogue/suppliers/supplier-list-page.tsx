import { PAGE_SIZES } from "@tronc/domain";
import { useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { SearchFilter } from "../../../ui/search-filter";
import { useToast } from "../../../ui/toast";
import { SupplierCard } from "./supplier-card";
import "./suppliers.css";

const useSuppliers = ({ filters, ...paging }: PagedSearchInput) =>
  trpc.supplier.search.useQuery(paging, pagedQueryOptions);

const countLabel = (total: number) => `${total.toLocaleString("fr-FR")} fournisseur${total > 1 ? "s" : ""}`;

/** admin-tronc-commun-supplier-list: 'Liste des fournisseurs', 120 per page, search and creation. */
export default function SupplierListPage() {
  const suppliers = usePagedSearch(useSuppliers, { key: "suppliers", pageSize: PAGE_SIZES.suppliers });
  const [, navigate] = useLocation();
  const toast = useToast();
  // The spec's creation: an empty record, then its edit screen (a draft until its first save).
  const create = trpc.supplier.create.useMutation({
    onSuccess: (draft) => navigate(routeUrl("admin-tronc-commun-supplier-edit", { id: draft.id })),
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const { total } = suppliers;
  return (
    <>
      <PageHeader
        title="Liste des fournisseurs"
        subtitle={total === undefined ? undefined : countLabel(total)}
        actions={
          <Button variant="primary" busy={create.isPending} onClick={() => create.mutate()}>
            Ajouter un fournisseur
          </Button>
        }
      />
      <SearchFilter
        id="supplier-search"
        className="supplier-search"
        placeholder="Nom, SIRET, contact ou ville"
        value={suppliers.search}
        onChange={suppliers.setSearch}
      />
      <PagedResults
        list={suppliers}
        emptyTitle="Aucun fournisseur ne correspond à votre recherche."
        loadingLabel="Chargement des fournisseurs…"
      >
        <ul className="supplier-grid" aria-label="Fournisseurs" aria-busy={suppliers.query.isFetching}>
          {suppliers.items.map((supplier) => (
            <li key={supplier.id}>
              <SupplierCard supplier={supplier} />
            </li>
          ))}
        </ul>
      </PagedResults>
    </>
  );
}
