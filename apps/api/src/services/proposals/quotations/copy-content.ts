import {
  type DbOrTx,
  quotationExpenses,
  quotationLines,
  quotationSupplierProductFees,
  quotationSupplierProducts,
} from "@tronc/db";
import { asc, eq } from "drizzle-orm";
import { purchaseFeeRows, purchaseLineRows } from "../purchases/line-rows";

type Stamps = { id: number; createdAt: Date; updatedAt?: Date };

/** A row's content without its id and time stamps, to insert as a copy. */
export function contentOf<T extends Stamps>(row: T, now: Date) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...content } = row;
  return { ...content, createdAt: now, ...("updatedAt" in row ? { updatedAt: now } : {}) };
}

/** A quotation's lines and supplier purchases (lines and fees) copied onto another; no supplier PDF, no order. */
export async function copyQuotationContent(
  tx: DbOrTx,
  fromId: number,
  toId: number,
  now: Date,
): Promise<void> {
  const lines = await tx
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, fromId))
    .orderBy(asc(quotationLines.id));
  if (lines.length > 0) {
    await tx
      .insert(quotationLines)
      .values(lines.map((line) => ({ ...contentOf(line, now), quotationId: toId })));
  }
  const expenses = await tx
    .select()
    .from(quotationExpenses)
    .where(eq(quotationExpenses.quotationId, fromId))
    .orderBy(asc(quotationExpenses.id));
  for (const expense of expenses) {
    const [copy] = await tx
      .insert(quotationExpenses)
      .values({ ...contentOf(expense, now), quotationId: toId, supplierQuotationFileId: null })
      .returning({ id: quotationExpenses.id });
    if (!copy) throw new Error("purchase insert returned nothing");
    await copyPurchaseLines(tx, expense.id, copy.id, now);
  }
}

async function copyPurchaseLines(tx: DbOrTx, fromId: number, toId: number, now: Date): Promise<void> {
  const lines = await purchaseLineRows(tx, fromId);
  const fees = await purchaseFeeRows(
    tx,
    lines.map((line) => line.id),
  );
  for (const line of lines) {
    const [copy] = await tx
      .insert(quotationSupplierProducts)
      .values({ ...contentOf(line, now), quotationExpenseId: toId })
      .returning({ id: quotationSupplierProducts.id });
    if (!copy) throw new Error("purchase line insert returned nothing");
    const own = fees.filter((fee) => fee.quotationSupplierProductId === line.id);
    if (own.length > 0) {
      await tx
        .insert(quotationSupplierProductFees)
        .values(own.map((fee) => ({ ...contentOf(fee, now), quotationSupplierProductId: copy.id })));
    }
  }
}
