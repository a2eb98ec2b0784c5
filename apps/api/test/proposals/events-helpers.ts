import { type Db, recommendationEvents } from "@tronc/db";
import { count, eq } from "drizzle-orm";

export async function eventCount(db: Db, recommendationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recommendationEvents)
    .where(eq(recommendationEvents.recommendationId, recommendationId));
  return row?.n ?? 0;
}
