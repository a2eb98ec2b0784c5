import { recommendations } from "@tronc/db";
import { likeContains, PAGE_SIZES, searchTerms } from "@tronc/domain";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { countUpTo, type Page, paginate } from "../../shared/paginate";
import { type RecommendationView, toRecommendationViews } from "./views";

export interface RecommendationSearchParams {
  leadId?: number | undefined;
  /** Lead subject, client, quotation references and titles; accent- and case-insensitive. */
  q?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** `/api/compta/recommandations-search`: newest first. */
export async function searchRecommendations(
  ctx: Pick<ServiceContext, "db">,
  params: RecommendationSearchParams,
): Promise<Page<RecommendationView>> {
  const { db } = ctx;
  const where = and(
    params.leadId === undefined ? undefined : eq(recommendations.leadId, params.leadId),
    ...searchTerms(params.q ?? "").map(
      (term): SQL => sql`${recommendations.searchText} like ${likeContains(term)}`,
    ),
  );
  return paginate(
    { page: params.page, pageSize: params.pageSize ?? PAGE_SIZES.recommendations },
    {
      count: (limit) => countUpTo(db, recommendations, where, limit),
      rows: (limit, offset) =>
        db
          .select()
          .from(recommendations)
          .where(where)
          .orderBy(desc(recommendations.id))
          .limit(limit)
          .offset(offset),
      map: (rows) => toRecommendationViews(db, rows),
    },
  );
}
