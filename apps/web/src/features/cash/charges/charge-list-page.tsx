import { chargeCountLabel, chargeRolloutSummary, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import type { ScreenProps } from "../../../app/paths";
import { useCreateFromUrl } from "../../../hooks/use-create-from-url";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import {
  type PagedSearchInput,
  pagedQueryOptions,
  SEARCH_DEBOUNCE_MS,
  usePagedSearch,
} from "../../../hooks/use-paged-search";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { OptionFilter, SearchField } from "../../../ui/filter-fields";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { useToast } from "../../../ui/toast";
import { useIdInUrl } from "../../../ui/use-id-in-url";
import { ChargeCard } from "./charge-card";
import { ChargeCreateModal } from "./charge-create-modal";
import { ChargeEditModal } from "./charge-edit-modal";
import {
  CHARGE_LIST_KEY,
  CHARGE_STATE_FILTER_OPTIONS,
  type ChargeListFilters,
  chargeFiltersInput,
  DEFAULT_CHARGE_FILTERS,
} from "./charge-list-helpers";
import "./charges.css";

const useCharges = ({ q, filters, page, pageSize }: PagedSearchInput<ChargeListFilters>) =>
  trpc.charge.search.useQuery({ ...chargeFiltersInput(filters, q), page, pageSize }, pagedQueryOptions);

/** 'Déployer les charges dans le prévisionnel': the nightly rollout now, saying what it wrote. */
function RolloutButton() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const rollout = trpc.charge.rollout.useMutation({
    onSuccess: async (report) => {
      toast.success(`Charges déployées : ${chargeRolloutSummary(report)}`);
      await Promise.all([utils.charge.invalidate(), utils.forecast.invalidate()]);
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return (
    <Button onClick={() => rollout.mutate()} busy={rollout.isPending}>
      Déployer les charges dans le prévisionnel
    </Button>
  );
}

/** 'Budget Prévisionnel : liste des charges' (§2.3): search, state, count, cards by 100, add, edit. */
export default function ChargeListPage(_props: ScreenProps) {
  const [adding, setAdding] = useCreateFromUrl();
  const [editingId, setEditingId] = useIdInUrl("charge");
  const list = usePagedSearch(useCharges, {
    key: CHARGE_LIST_KEY,
    pageSize: PAGE_SIZES.charges,
    filters: DEFAULT_CHARGE_FILTERS,
  });
  // The charge opened, in the address (?charge=12): a reload on the same list comes back to it.
  const editing = list.items.find((charge) => charge.id === editingId);
  const q = useDebouncedValue(list.search, SEARCH_DEBOUNCE_MS).trim() || undefined;
  const stats = trpc.charge.stats.useQuery(chargeFiltersInput(list.filters, q), pagedQueryOptions);
  return (
    <>
      <PageHeader
        title="Budget Prévisionnel : liste des charges"
        subtitle={stats.data ? chargeCountLabel(stats.data.count) : "Recherche des charges…"}
        actions={
          <>
            <RolloutButton />
            <Button variant="primary" onClick={() => setAdding(true)}>
              Ajouter une charge
            </Button>
          </>
        }
      />
      <search className="card filters charge-filters">
        <SearchField
          id="charge-search"
          className="charge-filter-search"
          placeholder="Nom ou type de charge…"
          value={list.search}
          onChange={list.setSearch}
        />
        <OptionFilter
          id="charge-filter-state"
          label="État"
          options={CHARGE_STATE_FILTER_OPTIONS}
          value={list.filters.state}
          onChange={(state) => list.setFilters({ state })}
        />
      </search>
      <PagedResults
        list={list}
        emptyTitle={MESSAGES.CHARGE_LIST_EMPTY}
        loadingLabel="Chargement des charges…"
      >
        <ul className="charge-list" aria-label="Charges" aria-busy={list.query.isFetching}>
          {list.items.map((charge) => (
            <li key={charge.id}>
              <ChargeCard charge={charge} onOpen={() => setEditingId(charge.id)} />
            </li>
          ))}
        </ul>
      </PagedResults>
      {adding && <ChargeCreateModal onClose={() => setAdding(false)} />}
      {editing && <ChargeEditModal charge={editing} onClose={() => setEditingId(null)} />}
    </>
  );
}
