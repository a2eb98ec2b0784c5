import { type Db, quotationLines, quotations, recommendations, taskTypes } from "@tronc/db";
import { eq } from "drizzle-orm";

/** Rows the end-to-end tests of the spec's gaps set straight in the database (e2e has no drizzle-orm). */

export async function setQuotationAdvancePercent(
  db: Db,
  quotationId: number,
  percent: string,
): Promise<void> {
  await db.update(quotations).set({ advancePercent: percent }).where(eq(quotations.id, quotationId));
}

export async function setRecommendationSentDay(db: Db, recommendationId: number, day: string): Promise<void> {
  await db.update(recommendations).set({ sendAt: day }).where(eq(recommendations.id, recommendationId));
}

export async function taskTypeIdByName(db: Db, name: string): Promise<number> {
  const [type] = await db.select({ id: taskTypes.id }).from(taskTypes).where(eq(taskTypes.name, name));
  if (!type) throw new Error(`no task type ${name}`);
  return type.id;
}

/** The stored (sanitised) description of the quotation line of that name. */
export async function quotationLineDescription(db: Db, name: string): Promise<string | undefined> {
  const [line] = await db
    .select({ description: quotationLines.description })
    .from(quotationLines)
    .where(eq(quotationLines.name, name));
  return line?.description;
}
