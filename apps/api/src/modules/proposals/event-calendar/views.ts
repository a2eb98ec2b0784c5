import { type DbOrTx, recommendationEvents, recommendations } from "@tronc/db";
import { domainError, toParisDate, toParisLocalDateTime } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";

/** One date of a recommendation's delivery calendar. */
export interface CalendarEventView {
  id: number;
  recommendationId: number;
  /** Instants, ISO UTC. */
  startAt: string;
  endAt: string;
  /** Paris days 'YYYY-MM-DD' (what the screens show) and wall clocks 'YYYY-MM-DDTHH:mm'. */
  startDate: string;
  endDate: string;
  startLocal: string;
  endLocal: string;
  location: string;
}

type EventRow = typeof recommendationEvents.$inferSelect;

export function toEventView(
  row: Pick<EventRow, "id" | "recommendationId" | "startAt" | "endAt" | "location">,
): CalendarEventView {
  return {
    id: row.id,
    recommendationId: row.recommendationId,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    startDate: toParisDate(row.startAt),
    endDate: toParisDate(row.endAt),
    startLocal: toParisLocalDateTime(row.startAt),
    endLocal: toParisLocalDateTime(row.endAt),
    location: row.location,
  };
}

export async function findEvent(db: DbOrTx, id: number): Promise<EventRow> {
  const [row] = await db.select().from(recommendationEvents).where(eq(recommendationEvents.id, id));
  if (!row) throw domainError("EVENT_NOT_FOUND", "notFound");
  return row;
}

export async function getCalendarEvent(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<CalendarEventView> {
  return toEventView(await findEvent(ctx.db, id));
}

/** The calendar of one recommendation, by start. */
export async function listRecommendationEvents(
  ctx: ServiceContext,
  { recommendationId }: { recommendationId: number },
): Promise<CalendarEventView[]> {
  const rows = await ctx.db
    .select()
    .from(recommendationEvents)
    .where(eq(recommendationEvents.recommendationId, recommendationId))
    .orderBy(asc(recommendationEvents.startAt), asc(recommendationEvents.id));
  if (rows.length === 0) {
    const [recommendation] = await ctx.db
      .select({ id: recommendations.id })
      .from(recommendations)
      .where(eq(recommendations.id, recommendationId));
    if (!recommendation)
      throw domainError("RECOMMENDATION_NOT_FOUND", "notFound", {}, { field: "recommendationId" });
  }
  return rows.map(toEventView);
}
