import { recommendations } from "@tronc/db";
import { assertCanDeleteRecommendation } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { deliveryRangeOf, lockRecommendation, quotationsOf } from "./rows";

/** Only without delivery date (no event) and without quotations; otherwise refused, nothing deleted. */
export async function deleteRecommendation(
  ctx: ServiceContext,
  input: { id: number },
): Promise<{ id: number }> {
  await inTransaction(ctx, async ({ db: tx }) => {
    const recommendation = await lockRecommendation(tx, input.id);
    const [range, own] = await Promise.all([
      deliveryRangeOf(tx, recommendation.id),
      quotationsOf(tx, [recommendation.id]),
    ]);
    assertCanDeleteRecommendation({ deliveryDate: range.deliveryDate, quotationCount: own.length });
    await tx.delete(recommendations).where(eq(recommendations.id, recommendation.id));
  });
  return { id: input.id };
}
