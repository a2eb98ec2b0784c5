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
import { inTransaction, type ServiceContext } from "../../shared/context";
import { versionedUpdate } from "../../shared/versioned-update";
import { QUOTATION_RECORD } from "../quotations/rows";
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
    .select({ id: quotations.id, state: quotations.state, version: quotations.version })
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
    // Locked above: its version moves with the state, so a quotation screen open meanwhile is told so.
    await versionedUpdate(txCtx, QUOTATION_RECORD, {
      id: quotation.id,
      version: quotation.version,
      values: { state: to },
      before: quotation,
    });
  }
}
