import type { Writable } from "node:stream";
import type { DbOrTx } from "@tronc/db";
import { leads } from "@tronc/db";
import {
  LEAD_LEVEL_LABELS,
  LEAD_STATUS_LABELS,
  PROJECT_STATE_LABELS,
  toParisLocalDateTime,
} from "@tronc/domain";
import { desc, sql } from "drizzle-orm";
import { LEAD_EXPORT_SHEET } from "../../apps/api/src/modules/sales/leads/export";
import { type LeadRowRecord, leadRowsQuery } from "../../apps/api/src/services/sales/leads/rows";
import { openXlsxSheet } from "../../apps/api/src/services/shared/xlsx-stream";

/**
 * The export as it was before issue 9, kept for the side-by-side benchmark: the list's row query (JSON
 * sub-selects), each page read only after the previous one is written, dates through Intl per cell.
 * It writes every lead (the same rows and columns as today's export) so that both do the same work.
 */
const excelDate = (value: Date | null) => (value ? new Date(`${toParisLocalDateTime(value)}:00Z`) : null);

const toCells = (row: LeadRowRecord) => [
  row.id,
  excelDate(row.createdAt),
  row.subject,
  LEAD_STATUS_LABELS[row.leadStatus] ?? row.leadStatus,
  row.leadLevel ? (LEAD_LEVEL_LABELS[row.leadLevel] ?? row.leadLevel) : "",
  row.leadLevel === "LEAD_TRASH" ? "oui" : "non",
  row.triangleCompany?.name ?? "",
  row.sourceTriangleCompany?.name ?? "",
  row.company?.name ?? "",
  row.contactName ?? "",
  row.contactCompanyName ?? "",
  row.contactEmail ?? "",
  row.contactPhone ?? "",
  row.source ?? "",
  row.owner?.fullname ?? "",
  row.userAssigned?.fullname ?? "",
  excelDate(row.callbackAt),
  row.callbackSubject ?? "",
  row.projectState ? (PROJECT_STATE_LABELS[row.projectState] ?? row.projectState) : "",
];

export async function writeLeadsWorkbookBefore(db: DbOrTx, output: Writable): Promise<number> {
  const { worksheet, close } = await openXlsxSheet(output, LEAD_EXPORT_SHEET);
  const order = [desc(leads.createdAt), desc(leads.id)];
  let written = 0;
  let after: { createdAt: string; id: number } | null = null;
  for (;;) {
    const keyset = after
      ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id})`
      : undefined;
    const rows = await leadRowsQuery(db, keyset, order, 1000, 0);
    for (const row of rows) worksheet.addRow(toCells(row)).commit();
    written += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < 1000) break;
    after = { createdAt: last.createdAtExact, id: last.id };
  }
  await close();
  return written;
}
