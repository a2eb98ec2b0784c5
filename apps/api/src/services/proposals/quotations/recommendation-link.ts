import type { DbOrTx } from "@tronc/db";
import { refreshRecommendationSearchText } from "../recommendations/search-text";

/** The recommendation's search text holds its quotations' references and titles. */
export async function afterQuotationsChanged(tx: DbOrTx, recommendationId: number): Promise<void> {
  await refreshRecommendationSearchText(tx, recommendationId);
}
