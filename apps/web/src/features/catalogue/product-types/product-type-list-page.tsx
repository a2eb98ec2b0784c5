import { PAGE_SIZES } from "@tronc/domain";
import { useState } from "react";
import { useSessionUser } from "../../../app/session";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { Switch } from "../../../ui/switch";
import { ProductTypeCard } from "./product-type-card";
import { ProductTypeCreateDialog } from "./product-type-create-dialog";
import "./product-types.css";
import { canAccess } from "../../../app/access";

interface ProductTypeFilters {
  showAll: boolean;
}

const useProductTypes = ({ filters, ...paging }: PagedSearchInput<ProductTypeFilters>) =>
  trpc.productType.search.useQuery({ ...paging, showAll: filters.showAll }, pagedQueryOptions);

/** admin-tronc-commun-products-type-list: search, 'Afficher les produits désactivés', cards, 120 per page. */
export default function ProductTypeListPage() {
  const me = useSessionUser();
  const [adding, setAdding] = useState(false);
  const types = usePagedSearch(useProductTypes, {
    key: "product-types",
    pageSize: PAGE_SIZES.productTypes,
    filters: { showAll: false },
  });
  const { total } = types;
  return (
    <>
      <PageHeader
        title="Liste des Produits"
        subtitle={
          total === undefined
            ? undefined
            : `${total} produit${total > 1 ? "s" : ""} type${total > 1 ? "s" : ""}`
        }
        actions={
          canAccess(me, "superAdmin") && (
            <Button variant="primary" onClick={() => setAdding(true)}>
              Créer un produit type
            </Button>
          )
        }
      />
      <search className="card filters pt-filters">
        <div className="field pt-search">
          <label htmlFor="product-type-search">Rechercher</label>
          <input
            id="product-type-search"
            type="search"
            placeholder="Nom ou description"
            value={types.search}
            onChange={(event) => types.setSearch(event.target.value)}
          />
        </div>
        <Switch
          id="product-type-show-all"
          label="Afficher les produits désactivés"
          checked={types.filters.showAll}
          onChange={(checked) => types.setFilter("showAll", checked)}
        />
      </search>
      <PagedResults
        list={types}
        emptyTitle={types.search ? "Aucun produit ne correspond à votre recherche." : "Aucun produit type"}
        loadingLabel="Chargement des produits…"
      >
        <ul className="pt-grid" aria-label="Produits types" aria-busy={types.query.isFetching}>
          {types.items.map((type) => (
            <li key={type.id}>
              <ProductTypeCard type={type} />
            </li>
          ))}
        </ul>
      </PagedResults>
      {adding && <ProductTypeCreateDialog onClose={() => setAdding(false)} />}
    </>
  );
}
