import { quotations, recommendations } from "@tronc/db";
import {
  assertTransition,
  QUOTATION_MACHINE,
  quotationStatesAfter,
  RECOMMENDATION_MACHINE,
  type RecommendationState,
  type RefusedStatus,
  recommendationStateChange,
  stampRecommendationDates,
} from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import {
  assertPurchasesEntered,
  withPurchasesMissingAlert,
} from "../../../modules/support/alerts/event-alerts";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { applyAcceptance } from "./accept";
import { queueRecommendationAcceptedMails } from "./outbox";
import { deliveryRangeOf, lockRecommendation } from "./rows";
import { getRecommendation, type RecommendationView } from "./views";

export interface RecommendationStateInput {
  id: number;
  state: RecommendationState;
  refusedStatus?: RefusedStatus | null | undefined;
  /** Accepting: the project's manager (default: the project's own, else me). */
  projectManagerId?: number | null | undefined;
}

/**
 * The state selector's save, in one transaction: the recommendation (refusal reason kept only when
 * refused, the state's date stamped once), its quotations following it (each change audited) and,
 * when accepting, the project, the lead and the mails to send. An acceptance whose quotations lack
 * their supplier purchases is refused, and that refusal raises an 'Alerte procédure interne'.
 */
export async function setRecommendationState(
  ctx: ServiceContext,
  input: RecommendationStateInput,
): Promise<RecommendationView> {
  await withPurchasesMissingAlert(ctx, input.id, () =>
    inTransaction(ctx, (txCtx) => applyRecommendationState(txCtx, input)),
  );
  return getRecommendation(ctx, { id: input.id });
}

/** The state change in the caller's transaction. */
export async function applyRecommendationState(
  txCtx: ServiceContext,
  input: RecommendationStateInput,
): Promise<void> {
  const { db: tx, user, now } = txCtx;
  const recommendation = await lockRecommendation(tx, input.id);
  const change = recommendationStateChange(input.state, input.refusedStatus);
  if (change.state !== recommendation.state) {
    assertTransition(RECOMMENDATION_MACHINE, recommendation.state, change.state);
  }
  const own = await tx
    .select({ id: quotations.id, state: quotations.state })
    .from(quotations)
    .where(eq(quotations.recommendationId, recommendation.id))
    .orderBy(asc(quotations.id))
    .for("update");
  const targets = quotationStatesAfter(
    change.state,
    own.map((quotation) => quotation.state),
  );
  if (change.state === "RECO_STATE_ACCEPTED") {
    if (recommendation.state !== "RECO_STATE_ACCEPTED") await assertPurchasesEntered(tx, recommendation.id);
    const range = await deliveryRangeOf(tx, recommendation.id);
    await applyAcceptance(tx, user, now, recommendation, range, input.projectManagerId ?? undefined);
    if (recommendation.state !== "RECO_STATE_ACCEPTED") {
      await queueRecommendationAcceptedMails(tx, recommendation, now);
    }
  }
  await tx
    .update(recommendations)
    .set({ ...change, ...stampRecommendationDates(change.state, recommendation, now), updatedAt: now })
    .where(eq(recommendations.id, recommendation.id));
  for (const [index, quotation] of own.entries()) {
    const to = targets[index];
    if (to === undefined || to === quotation.state) continue;
    assertTransition(QUOTATION_MACHINE, quotation.state, to);
    await tx
      .update(quotations)
      .set({ state: to, updatedById: user.id, updatedAt: now })
      .where(eq(quotations.id, quotation.id));
    await logChanges(tx, { type: "quotation", id: quotation.id }, user.id, [
      { field: "state", from: quotation.state, to },
    ]);
  }
}
