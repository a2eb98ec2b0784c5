import { PAGE_SIZES } from "@tronc/domain";
import { useState } from "react";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { Switch } from "../../../ui/switch";
import { GroupProductCard } from "./group-product-card";
import { GroupProductDialog } from "./group-product-dialog";
import "./group-products.css";

interface Filters {
  /** 0: 'Toutes les entreprises'. */
  triangleCompanyId: number;
  showAll: boolean;
}

const DEFAULT_FILTERS: Filters = { triangleCompanyId: 0, showAll: false };

const useGroupProducts = ({ filters, ...paging }: PagedSearchInput<Filters>) =>
  trpc.triangleProduct.search.useQuery(
    {
      ...paging,
      showAll: filters.showAll,
      ...(filters.triangleCompanyId ? { triangleCompanyId: filters.triangleCompanyId } : {}),
    },
    pagedQueryOptions,
  );

/** The modal open: a product's id, 'new', or none. */
type Opened = number | "new" | null;

/** admin-tronc-commun-triangle-products-list: the group products, 50 per page. */
export default function GroupProductListPage() {
  const [opened, setOpened] = useState<Opened>(null);
  const utils = trpc.useUtils();
  const products = usePagedSearch(useGroupProducts, {
    key: "group-products",
    pageSize: PAGE_SIZES.triangleProducts,
    filters: DEFAULT_FILTERS,
  });
  const companies = trpc.triangleCompany.list.useQuery(
    { page: 1, maxResults: 500 },
    { staleTime: 5 * 60_000 },
  );
  const { total } = products;
  const close = () => {
    setOpened(null);
    void utils.triangleProduct.search.invalidate();
  };
  return (
    <>
      <PageHeader
        title="Produits des entreprises du groupe"
        subtitle={total === undefined ? undefined : `${total} produit${total > 1 ? "s" : ""}`}
        actions={
          products.query.data?.canCreate && (
            <Button variant="primary" onClick={() => setOpened("new")}>
              Ajouter un produit
            </Button>
          )
        }
      />
      <search className="card filters gp-filters">
        <div className="field gp-search">
          <label htmlFor="gp-search">Rechercher</label>
          <input
            id="gp-search"
            type="search"
            placeholder="Référence ou nom"
            value={products.search}
            onChange={(event) => products.setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="gp-company">Entreprise</label>
          <select
            id="gp-company"
            value={products.filters.triangleCompanyId}
            onChange={(event) => products.setFilter("triangleCompanyId", Number(event.target.value))}
          >
            <option value={0}>Toutes les entreprises</option>
            {companies.data?.items.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
        </div>
        <Switch
          className="gp-show-all"
          label="Afficher les produits désactivés"
          checked={products.filters.showAll}
          onChange={(checked) => products.setFilter("showAll", checked)}
        />
      </search>
      <PagedResults
        list={products}
        emptyTitle="Aucun produit ne correspond à votre recherche."
        loadingLabel="Chargement des produits…"
      >
        <ul className="gp-grid" aria-label="Produits" aria-busy={products.query.isFetching}>
          {products.items.map((product) => (
            <li key={product.id}>
              <GroupProductCard product={product} onOpen={() => setOpened(product.id)} />
            </li>
          ))}
        </ul>
      </PagedResults>
      {opened !== null && <GroupProductDialog productId={opened === "new" ? null : opened} onClose={close} />}
    </>
  );
}
