import { type DbOrTx, quotationLines } from "@tronc/db";
import type { GroupProductUses } from "@tronc/domain";
import { count, eq } from "drizzle-orm";

/** What uses a group product and so forbids deleting it: the quotation lines that sell it. */
export async function findGroupProductUses(db: DbOrTx, productId: number): Promise<GroupProductUses> {
  const [row] = await db
    .select({ n: count() })
    .from(quotationLines)
    .where(eq(quotationLines.triangleProductId, productId));
  return { quotationLines: row?.n ?? 0 };
}
