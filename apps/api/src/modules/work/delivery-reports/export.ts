import type { Writable } from "node:stream";
import { type DbOrTx, deliveryReports } from "@tronc/db";
import { DELIVERY_REPORT_STATE_LABELS } from "@tronc/domain";
import { and, desc, inArray, sql } from "drizzle-orm";
import { keysetPages } from "../../../services/shared/keyset-pages";
import { writeXlsx, type XlsxColumn } from "../../../services/shared/xlsx-stream";
import { type DeliveryReportSearchFilters, searchConditions } from "./search";
import { type ListItemRow, listItemQuery } from "./views";

const PAGE = 1000;

/** createdAt to the microsecond (a JS Date keeps milliseconds only) and the id. */
interface Cursor {
  createdAt: string;
  id: number;
}

type ExportRow = ListItemRow & { createdAtExact: string };

export const DELIVERY_REPORT_EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: "N°", width: 8, value: (row) => row.id },
  { header: "Créé le", width: 17, kind: "dateTime", value: (row) => row.createdAt },
  { header: "Projet", width: 36, value: (row) => row.projectName },
  { header: "Client", width: 28, value: (row) => row.companyName ?? "" },
  { header: "Entreprise du groupe", width: 24, value: (row) => row.groupName ?? "" },
  { header: "État", width: 12, value: (row) => DELIVERY_REPORT_STATE_LABELS[row.state] ?? row.state },
  { header: "Signé le", width: 17, kind: "dateTime", value: (row) => row.signedAt },
  { header: "Facturé", width: 10, value: (row) => (row.isBilled ? "oui" : "non") },
  { header: "Créé par", width: 22, value: (row) => row.createdByName ?? "" },
];

/** The list's reports for the same filters, newest first, read by keyset 1000 at a time. */
export function writeDeliveryReportsWorkbook(
  db: DbOrTx,
  filters: DeliveryReportSearchFilters,
  output: Writable,
): Promise<number> {
  const where = searchConditions(db, filters);
  const pages = keysetPages(
    async (after: Cursor | null): Promise<ExportRow[]> => {
      const keyset = after
        ? sql`(${deliveryReports.createdAt}, ${deliveryReports.id}) < (${after.createdAt}::timestamptz, ${after.id})`
        : undefined;
      const rows = await db
        .select({ id: deliveryReports.id, createdAtExact: sql<string>`${deliveryReports.createdAt}::text` })
        .from(deliveryReports)
        .where(and(where, keyset))
        .orderBy(desc(deliveryReports.createdAt), desc(deliveryReports.id))
        .limit(PAGE);
      if (rows.length === 0) return [];
      const exact = new Map(rows.map((row) => [row.id, row.createdAtExact]));
      const items = await listItemQuery(db)
        .where(inArray(deliveryReports.id, [...exact.keys()]))
        .orderBy(desc(deliveryReports.createdAt), desc(deliveryReports.id));
      return items.map((item) => ({ ...item, createdAtExact: exact.get(item.id) ?? "" }));
    },
    (row) => ({ createdAt: row.createdAtExact, id: row.id }),
    PAGE,
  );
  return writeXlsx(output, { name: "PV de livraison", columns: DELIVERY_REPORT_EXPORT_COLUMNS }, pages);
}
