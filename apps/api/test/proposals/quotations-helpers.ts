import { type Db, quotationExpenses, quotationLines, quotations } from "@tronc/db";
import type { RecommendationState } from "@tronc/domain";
import { count } from "drizzle-orm";
import type { AppCaller } from "../../src/trpc/caller";
import type { TestApp } from "../helpers";
import { insertRecommendationWithLead } from "./proposal-fixtures";

/** Rows of quotations, lines and purchases: "nothing saved" is these unchanged. */
export async function quotationRowCounts(db: Db) {
  const [q] = await db.select({ n: count() }).from(quotations);
  const [l] = await db.select({ n: count() }).from(quotationLines);
  const [e] = await db.select({ n: count() }).from(quotationExpenses);
  return { quotations: q?.n, lines: l?.n, purchases: e?.n };
}

/** A new quotation, created by the demo user on a recommendation of `issuerId` in `state`. */
export async function newQuotationAs(
  t: TestApp,
  issuerId: number,
  state: RecommendationState = "RECO_STATE_DRAFT",
): Promise<{ user: AppCaller; id: number; recommendationId: number }> {
  const user = await t.caller("user");
  const { id: recommendationId } = await insertRecommendationWithLead(t.handle.db, { issuerId, state });
  const { id } = await user.quotation.create({ recommendationId });
  return { user, id, recommendationId };
}
