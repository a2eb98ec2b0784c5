import { PAGE_SIZES } from "@tronc/domain";
import { useState } from "react";
import type { ScreenProps } from "../../../app/paths";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { OptionFilter, SearchField } from "../../../ui/filter-fields";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { useToast } from "../../../ui/toast";
import { useIdInUrl } from "../../../ui/use-id-in-url";
import { MaterialCard } from "./material-card";
import { MaterialEditDialog } from "./material-edit-dialog";
import {
  DEFAULT_MATERIAL_FILTERS,
  MATERIAL_ACTIVE_OPTIONS,
  MATERIAL_LIST_KEY,
  MATERIAL_MESSAGES,
  MATERIAL_TYPE_OPTIONS,
  type MaterialListFilters,
  type MaterialListItem,
  materialCountLabel,
  materialSearchInput,
  materialTitle,
} from "./material-helpers";
import "./materials.css";

const useMaterials = ({ q, filters, page, pageSize }: PagedSearchInput<MaterialListFilters>) => {
  const query = trpc.material.search.useQuery(materialSearchInput(filters, q, page), pagedQueryOptions);
  // The API pages by the spec's 50 on its own; the list reads its answer as any paged answer.
  const data = query.data ? { ...query.data, page, pageSize } : undefined;
  return { ...query, data };
};

/** The group companies' colours, for the company tags (the list itself carries only the name). */
function useCompanyColors(): Map<number, string> {
  const options = trpc.lead.options.useQuery(undefined, { staleTime: 5 * 60_000 });
  return new Map((options.data?.triangleCompanies ?? []).map((company) => [company.id, company.color]));
}

function useActiveSwitch() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const mutation = trpc.material.setActive.useMutation({
    onSuccess: async (saved) => {
      const title = materialTitle(saved);
      toast.success(
        saved.isActive ? MATERIAL_MESSAGES.activated(title) : MATERIAL_MESSAGES.deactivated(title),
      );
      utils.material.get.setData({ id: saved.id }, saved);
      await Promise.all([utils.material.search.invalidate(), utils.material.choices.invalidate()]);
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return {
    set: (material: MaterialListItem, isActive: boolean) => mutation.mutate({ id: material.id, isActive }),
    pendingId: mutation.isPending ? mutation.variables?.id : undefined,
  };
}

/** admin-material-list: 'Liste du matériel' (§2.19), by type, 50 a page, add and edit in a modal. */
export default function MaterialListPage(_props: ScreenProps) {
  const [adding, setAdding] = useState(false);
  const [materialId, setMaterialId] = useIdInUrl("materiel");
  const list = usePagedSearch(useMaterials, {
    key: MATERIAL_LIST_KEY,
    pageSize: PAGE_SIZES.materials,
    filters: DEFAULT_MATERIAL_FILTERS,
  });
  const colors = useCompanyColors();
  const active = useActiveSwitch();
  const { total } = list;
  return (
    <>
      <PageHeader
        title="Liste du matériel"
        subtitle={total === undefined ? "Recherche du matériel…" : materialCountLabel(total)}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            Ajouter du matériel
          </Button>
        }
      />
      <search className="card filters material-filters">
        <SearchField
          id="material-search"
          className="material-filter-search"
          placeholder="Nom, marque, modèle, numéro, IMEI, immatriculation…"
          value={list.search}
          onChange={list.setSearch}
        />
        <OptionFilter
          id="material-filter-type"
          label="Type"
          options={MATERIAL_TYPE_OPTIONS}
          value={list.filters.type}
          onChange={(type) => list.setFilter("type", type)}
        />
        <OptionFilter
          id="material-filter-active"
          label="État"
          options={MATERIAL_ACTIVE_OPTIONS}
          value={list.filters.active}
          onChange={(active) => list.setFilter("active", active)}
        />
      </search>
      <PagedResults list={list} emptyTitle={MATERIAL_MESSAGES.empty} loadingLabel="Chargement du matériel…">
        <ul className="material-list" aria-label="Matériel" aria-busy={list.query.isFetching}>
          {list.items.map((material) => (
            <li key={material.id}>
              <MaterialCard
                material={material}
                companyColor={colors.get(material.triangleOwner.id)}
                onOpen={() => setMaterialId(material.id)}
                onActiveChange={(isActive) => active.set(material, isActive)}
                switching={active.pendingId === material.id}
              />
            </li>
          ))}
        </ul>
      </PagedResults>
      {(adding || materialId !== null) && (
        <MaterialEditDialog
          {...(materialId !== null ? { materialId } : {})}
          initialType={list.filters.type === "all" ? "phone" : list.filters.type}
          onClose={() => (materialId !== null ? setMaterialId(null) : setAdding(false))}
        />
      )}
    </>
  );
}
