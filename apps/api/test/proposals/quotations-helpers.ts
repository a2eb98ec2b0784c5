import { type Db, quotationExpenses, quotationLines, quotations } from "@tronc/db";
import { count } from "drizzle-orm";

/** Rows of quotations, lines and purchases: "nothing saved" is these unchanged. */
export async function quotationRowCounts(db: Db) {
  const [q] = await db.select({ n: count() }).from(quotations);
  const [l] = await db.select({ n: count() }).from(quotationLines);
  const [e] = await db.select({ n: count() }).from(quotationExpenses);
  return { quotations: q?.n, lines: l?.n, purchases: e?.n };
}
