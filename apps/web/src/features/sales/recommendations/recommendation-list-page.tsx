import { PAGE_SIZES } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { SearchFilter } from "../../../ui/search-filter";
import { useIdInUrl } from "../../../ui/use-id-in-url";
import { RecommendationCard } from "./recommendation-card";
import { RecommendationModal } from "./recommendation-modal";
import "./recommendations.css";

const useRecommendations = ({ filters, ...paging }: PagedSearchInput) =>
  trpc.recommendation.search.useQuery(paging, pagedQueryOptions);

/**
 * The lead area's recommendation list with search (doc 1 §2.7): every recommendation, newest first,
 * found by its lead, client or quotations; a card opens the recommendation, its lead is one click away.
 */
export default function RecommendationListPage() {
  const list = usePagedSearch(useRecommendations, {
    key: "recommendations",
    pageSize: PAGE_SIZES.recommendations,
  });
  const [openId, setOpenId] = useIdInUrl("recommandation");
  const utils = trpc.useUtils();
  const { total } = list;
  return (
    <>
      <PageHeader
        title="Recommandations"
        subtitle={total === undefined ? undefined : `${total} recommandation${total > 1 ? "s" : ""}`}
        actions={
          <Link className="btn btn-secondary" href={routeUrl("admin-tronc-commun-lead")}>
            ← Liste des Leads
          </Link>
        }
      />
      <SearchFilter
        id="recommendations-search"
        className="reco-search"
        placeholder="Lead, client, référence ou titre de devis"
        value={list.search}
        onChange={list.setSearch}
      />
      <PagedResults list={list} emptyTitle="Aucune recommandation ne correspond à votre recherche.">
        <ul className="reco-cards" aria-label="Recommandations" aria-busy={list.query.isFetching}>
          {list.items.map((reco) => (
            <li key={reco.id} className="reco-list-item">
              <span className="reco-list-lead">
                <Link href={routeUrl("admin-tronc-commun-edit-lead", { id: reco.leadId })}>
                  {reco.leadSubject || `Lead n° ${reco.leadId}`}
                </Link>
                <span className="muted"> · {reco.client.name}</span>
              </span>
              <RecommendationCard reco={reco} onOpen={() => setOpenId(reco.id)} />
            </li>
          ))}
        </ul>
      </PagedResults>
      {openId !== null && (
        <RecommendationModal
          recommendationId={openId}
          onOpenRecommendation={setOpenId}
          onClose={() => {
            setOpenId(null);
            void utils.recommendation.search.invalidate();
          }}
        />
      )}
    </>
  );
}
