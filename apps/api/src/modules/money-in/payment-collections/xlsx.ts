import type { Writable } from "node:stream";
import type { DbOrTx } from "@tronc/db";
import { invoicePayments } from "@tronc/db";
import { centsToEuroNumber } from "@tronc/domain";
import { and, type SQL, sql } from "drizzle-orm";
import { keysetPages } from "../../../services/shared/keyset-pages";
import { writeXlsx, type XlsxColumn } from "../../../services/shared/xlsx-stream";
import { collectionConditions } from "./conditions";
import type { CollectionFilters } from "./contract";
import { type CollectionRow, collectionRowsQuery, toCollectionRow } from "./rows";

const EXPORT_PAGE = 500;

const COLUMNS: XlsxColumn<CollectionRow>[] = [
  { header: "Date", width: 12, kind: "date", value: (row) => row.paidAt },
  { header: "Client", width: 32, value: (row) => row.client.name },
  { header: "Entreprise du groupe", width: 24, value: (row) => row.issuer.name },
  { header: "Facture", width: 20, value: (row) => row.invoice.reference },
  { header: "Type", width: 10, value: (row) => row.paymentTypeLabel },
  { header: "Mode", width: 18, value: (row) => row.paymentModeLabel },
  { header: "Avoir", width: 20, value: (row) => row.credit?.reference ?? null },
  { header: "Commentaire", width: 40, value: (row) => row.comment || null },
  { header: "Montant TTC", width: 14, value: (row) => centsToEuroNumber(row.amountCents) },
];

type Cursor = { paidAt: string; id: number };

/** The rows after the cursor in the table's order (paid date, then id, both descending): no offset. */
function readPage(db: DbOrTx, where: SQL | undefined, after: Cursor | null): Promise<CollectionRow[]> {
  const before =
    after === null
      ? undefined
      : sql`(${invoicePayments.paidAt}, ${invoicePayments.id}) < (${after.paidAt}, ${after.id})`;
  return collectionRowsQuery(db, and(where, before), EXPORT_PAGE).then((rows) => rows.map(toCollectionRow));
}

/** Every payment matching the collections' filters as one streamed sheet, newest first, amounts in euros. */
export function writeCollectionsWorkbook(db: DbOrTx, filters: CollectionFilters, output: Writable) {
  const where = collectionConditions(filters);
  const pages = keysetPages(
    (after: Cursor | null) => readPage(db, where, after),
    (row): Cursor => ({ paidAt: row.paidAt, id: row.id }),
    EXPORT_PAGE,
  );
  return writeXlsx(output, { name: "Encaissements", columns: COLUMNS }, pages);
}
