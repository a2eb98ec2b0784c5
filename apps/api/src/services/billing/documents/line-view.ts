import type { creditLines, DbOrTx, invoiceLines } from "@tronc/db";
import { asc, type SQL } from "drizzle-orm";
import { trimZeros } from "../../proposals/quotations/rows";
import type { QuotationLineView } from "../../proposals/quotations/views";
import { type DocumentLineTable, documentIdSelection } from "./line-table";

/** A line of an invoice or credit note as its edit page shows it: the same as a quotation's line. */
export type DocumentLineView = Omit<QuotationLineView, "quotationId">;

/** Lines in their order (index, then creation), each with the id of its document (`creditId`, `invoiceId`). */
export function loadDocumentLines(
  db: DbOrTx,
  table: typeof creditLines,
  where: SQL | undefined,
): Promise<(DocumentLineView & { creditId: number })[]>;
export function loadDocumentLines(
  db: DbOrTx,
  table: typeof invoiceLines,
  where: SQL | undefined,
): Promise<(DocumentLineView & { invoiceId: number })[]>;
export async function loadDocumentLines(
  db: DbOrTx,
  table: DocumentLineTable,
  where: SQL | undefined,
): Promise<DocumentLineView[]> {
  const rows = await db
    .select({
      id: table.id,
      ...documentIdSelection(table),
      triangleProductId: table.triangleProductId,
      name: table.name,
      description: table.description,
      quantity: table.quantity,
      unitPriceCents: table.unitPriceCents,
      unity: table.unity,
      vatRate: table.vatRate,
      discountPercent: table.discountPercent,
      indexOrder: table.indexOrder,
      hidden: table.hidden,
      baseHtCents: table.baseHtCents,
      totalHtCents: table.totalHtCents,
    })
    .from(table)
    .where(where)
    .orderBy(asc(table.indexOrder), asc(table.id));
  return rows.map((row) => ({
    ...row,
    quantity: trimZeros(row.quantity),
    vatRate: trimZeros(row.vatRate),
    discountPercent: trimZeros(row.discountPercent),
    indexOrder: trimZeros(row.indexOrder),
  }));
}
