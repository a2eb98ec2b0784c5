import { type DbOrTx, recommendationEvents, recommendations } from "@tronc/db";
import { type CalendarEventInput, domainError, validateCalendarEvent } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { type CalendarEventView, findEvent, getCalendarEvent } from "./views";

/** Locks the recommendation (its delivery dates and its delete check read these rows) and marks it changed. */
async function touchRecommendation(db: DbOrTx, recommendationId: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: recommendations.id })
    .from(recommendations)
    .where(eq(recommendations.id, recommendationId))
    .for("update");
  if (!row) throw domainError("RECOMMENDATION_NOT_FOUND", "notFound", {}, { field: "recommendationId" });
  await db.update(recommendations).set({ updatedAt: now }).where(eq(recommendations.id, recommendationId));
}

const rowOf = (fields: ReturnType<typeof validateCalendarEvent>) => ({
  startAt: new Date(fields.startAt),
  endAt: new Date(fields.endAt),
  location: fields.location,
});

/** 'Ajouter une date' to a recommendation's delivery calendar. */
export async function createCalendarEvent(
  ctx: ServiceContext,
  input: CalendarEventInput & { recommendationId: number },
): Promise<CalendarEventView> {
  const fields = validateCalendarEvent(input);
  const id = await inTransaction(ctx, async ({ db: tx, now }) => {
    await touchRecommendation(tx, input.recommendationId, now);
    const [row] = await tx
      .insert(recommendationEvents)
      .values({ recommendationId: input.recommendationId, ...rowOf(fields), createdAt: now, updatedAt: now })
      .returning({ id: recommendationEvents.id });
    if (!row) throw new Error("recommendation event insert returned nothing");
    return row.id;
  });
  return getCalendarEvent(ctx, { id });
}

const iso = (value: Date) => value.toISOString();

/** Changes a date; an absent field keeps its value (a Hydra PUT may send only what changes). */
export async function updateCalendarEvent(
  ctx: ServiceContext,
  { id, ...input }: CalendarEventInput & { id: number },
): Promise<CalendarEventView> {
  await inTransaction(ctx, async ({ db: tx, now }) => {
    const current = await findEvent(tx, id);
    const fields = validateCalendarEvent({
      startAt: input.startAt === undefined ? iso(current.startAt) : input.startAt,
      endAt: input.endAt === undefined ? iso(current.endAt) : input.endAt,
      location: input.location === undefined ? current.location : input.location,
    });
    await touchRecommendation(tx, current.recommendationId, now);
    await tx
      .update(recommendationEvents)
      .set({ ...rowOf(fields), updatedAt: now })
      .where(eq(recommendationEvents.id, id));
  });
  return getCalendarEvent(ctx, { id });
}

export async function deleteCalendarEvent(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  await inTransaction(ctx, async ({ db: tx, now }) => {
    const current = await findEvent(tx, id);
    await touchRecommendation(tx, current.recommendationId, now);
    await tx.delete(recommendationEvents).where(eq(recommendationEvents.id, id));
  });
  return { id };
}
