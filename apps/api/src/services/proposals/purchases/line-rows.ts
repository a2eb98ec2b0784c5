import { type DbOrTx, quotationSupplierProductFees, quotationSupplierProducts } from "@tronc/db";
import { asc, eq, inArray } from "drizzle-orm";

/** A purchase's stored lines, oldest first. */
export function purchaseLineRows(db: DbOrTx, quotationExpenseId: number) {
  return db
    .select()
    .from(quotationSupplierProducts)
    .where(eq(quotationSupplierProducts.quotationExpenseId, quotationExpenseId))
    .orderBy(asc(quotationSupplierProducts.id));
}

/** The stored fees of these purchase lines, oldest first (none without lines, no query). */
export async function purchaseFeeRows(db: DbOrTx, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return db
    .select()
    .from(quotationSupplierProductFees)
    .where(inArray(quotationSupplierProductFees.quotationSupplierProductId, lineIds))
    .orderBy(asc(quotationSupplierProductFees.id));
}
