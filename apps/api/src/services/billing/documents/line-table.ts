import type { creditLines, invoiceLines } from "@tronc/db";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** The two tables whose lines share one shape: only the document they belong to differs. */
export type DocumentLineTable = typeof creditLines | typeof invoiceLines;
export type DocumentLineRow = DocumentLineTable["$inferSelect"];

/** The column naming a line's document: its credit note or its invoice. */
export function documentIdColumn(table: DocumentLineTable) {
  return "creditId" in table ? table.creditId : table.invoiceId;
}

/** That column under its own name, to select (`{ creditId: creditLines.creditId }`). */
export function documentIdSelection(table: DocumentLineTable): Record<string, AnyPgColumn> {
  return "creditId" in table ? { creditId: table.creditId } : { invoiceId: table.invoiceId };
}

/** That column's value, for a line being inserted (`{ creditId: 3 }`). */
export function documentIdValue(table: DocumentLineTable, documentId: number) {
  return "creditId" in table ? { creditId: documentId } : { invoiceId: documentId };
}

export function documentIdOf(line: DocumentLineRow): number {
  return "creditId" in line ? line.creditId : line.invoiceId;
}
