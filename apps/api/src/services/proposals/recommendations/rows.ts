import { type DbOrTx, quotations, recommendationEvents, recommendations } from "@tronc/db";
import { domainError, recommendationDeliveryRange } from "@tronc/domain";
import { asc, eq, inArray } from "drizzle-orm";

export type RecommendationRow = typeof recommendations.$inferSelect;

export async function findRecommendation(db: DbOrTx, id: number): Promise<RecommendationRow> {
  const [row] = await db.select().from(recommendations).where(eq(recommendations.id, id));
  if (!row) throw domainError("RECOMMENDATION_NOT_FOUND", "notFound");
  return row;
}

/** The recommendation row, locked for update inside a transaction. */
export async function lockRecommendation(db: DbOrTx, id: number): Promise<RecommendationRow> {
  const [row] = await db.select().from(recommendations).where(eq(recommendations.id, id)).for("update");
  if (!row) throw domainError("RECOMMENDATION_NOT_FOUND", "notFound");
  return row;
}

/** A new draft recommendation on the same lead, client and issuer (duplicate, amendment): its id. */
export async function insertDraftRecommendationLike(
  tx: DbOrTx,
  source: Pick<RecommendationRow, "leadId" | "companyId" | "triangleCompanyId">,
  userId: number,
  now: Date,
): Promise<number> {
  const [copy] = await tx
    .insert(recommendations)
    .values({
      leadId: source.leadId,
      companyId: source.companyId,
      triangleCompanyId: source.triangleCompanyId,
      state: "RECO_STATE_DRAFT",
      createdById: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: recommendations.id });
  if (!copy) throw new Error("recommendation insert returned nothing");
  return copy.id;
}

export interface DeliveryRange {
  deliveryDate: string | null;
  deliveryDateEnd: string | null;
  /** Its delivery calendar's events, first first. */
  eventIds: number[];
}

const NO_EVENTS: DeliveryRange = { deliveryDate: null, deliveryDateEnd: null, eventIds: [] };

/** Delivery dates of recommendations (from their events), in one query. */
export async function deliveryRanges(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, DeliveryRange>> {
  const wanted = [...new Set(ids)];
  const result = new Map<number, DeliveryRange>();
  if (wanted.length === 0) return result;
  const rows = await db
    .select({
      id: recommendationEvents.id,
      recommendationId: recommendationEvents.recommendationId,
      startAt: recommendationEvents.startAt,
      endAt: recommendationEvents.endAt,
    })
    .from(recommendationEvents)
    .where(inArray(recommendationEvents.recommendationId, wanted))
    .orderBy(asc(recommendationEvents.startAt), asc(recommendationEvents.id));
  for (const id of wanted) {
    const own = rows.filter((row) => row.recommendationId === id);
    result.set(id, { ...recommendationDeliveryRange(own), eventIds: own.map((row) => row.id) });
  }
  return result;
}

export async function deliveryRangeOf(db: DbOrTx, id: number): Promise<DeliveryRange> {
  return (await deliveryRanges(db, [id])).get(id) ?? NO_EVENTS;
}

export type QuotationSummaryRow = Pick<
  typeof quotations.$inferSelect,
  "id" | "recommendationId" | "reference" | "title" | "state" | "totalHtCents" | "totalTtcCents"
>;

/** The quotations of recommendations, oldest first. */
export async function quotationsOf(db: DbOrTx, ids: readonly number[]): Promise<QuotationSummaryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: quotations.id,
      recommendationId: quotations.recommendationId,
      reference: quotations.reference,
      title: quotations.title,
      state: quotations.state,
      totalHtCents: quotations.totalHtCents,
      totalTtcCents: quotations.totalTtcCents,
    })
    .from(quotations)
    .where(inArray(quotations.recommendationId, [...new Set(ids)]))
    .orderBy(asc(quotations.id));
}
