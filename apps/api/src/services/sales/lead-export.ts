import type { Writable } from "node:stream";
import { type DbOrTx, leads } from "@tronc/db";
import {
  LEAD_LEVEL_LABELS,
  LEAD_STATUS_LABELS,
  PROJECT_STATE_LABELS,
  toParisLocalDateTime,
} from "@tronc/domain";
import { and, desc, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { type LeadRowRecord, leadRowsQuery } from "./leads/rows";
import { type LeadSearchFilters, listConditions } from "./leads/search-filters";

const BATCH = 1000;

const COLUMNS: { header: string; key: string; width: number; date?: true }[] = [
  { header: "N°", key: "id", width: 8 },
  { header: "Créé le", key: "createdAt", width: 17, date: true },
  { header: "Titre", key: "subject", width: 40 },
  { header: "Statut", key: "status", width: 26 },
  { header: "Qualité", key: "level", width: 14 },
  { header: "Entreprise du groupe", key: "triangleCompany", width: 22 },
  { header: "Apporté par", key: "sourceTriangleCompany", width: 22 },
  { header: "Client", key: "company", width: 28 },
  { header: "Demandeur", key: "contactName", width: 24 },
  { header: "Entreprise du demandeur", key: "contactCompanyName", width: 28 },
  { header: "E-mail", key: "contactEmail", width: 28 },
  { header: "Téléphone", key: "contactPhone", width: 16 },
  { header: "Source", key: "source", width: 18 },
  { header: "Pris en charge par", key: "owner", width: 20 },
  { header: "Assigné à", key: "userAssigned", width: 20 },
  { header: "Rappel", key: "callbackAt", width: 17, date: true },
  { header: "Objet du rappel", key: "callbackSubject", width: 30 },
  { header: "Projet", key: "project", width: 14 },
];

/** Excel has no time zone: a date cell shows the Paris wall clock. */
const excelDate = (value: Date | null) => (value ? new Date(`${toParisLocalDateTime(value)}:00Z`) : null);

function toCells(row: LeadRowRecord) {
  return {
    id: row.id,
    createdAt: excelDate(row.createdAt),
    subject: row.subject,
    status: LEAD_STATUS_LABELS[row.leadStatus] ?? row.leadStatus,
    level: row.leadLevel ? (LEAD_LEVEL_LABELS[row.leadLevel] ?? row.leadLevel) : "",
    triangleCompany: row.triangleCompany?.name ?? "",
    sourceTriangleCompany: row.sourceTriangleCompany?.name ?? "",
    company: row.company?.name ?? "",
    contactName: row.contactName ?? "",
    contactCompanyName: row.contactCompanyName ?? "",
    contactEmail: row.contactEmail ?? "",
    contactPhone: row.contactPhone ?? "",
    source: row.source ?? "",
    owner: row.owner?.fullname ?? "",
    userAssigned: row.userAssigned?.fullname ?? "",
    callbackAt: excelDate(row.callbackAt),
    callbackSubject: row.callbackSubject ?? "",
    project: row.projectState ? (PROJECT_STATE_LABELS[row.projectState] ?? row.projectState) : "",
  };
}

/**
 * 'Exporter tout': every lead matching the list's filters, newest first, written with exceljs'
 * streaming writer in batches of 1000 read by keyset, so memory stays flat whatever the count.
 * Returns the number of rows written.
 */
export async function writeLeadsWorkbook(
  db: DbOrTx,
  filters: LeadSearchFilters,
  now: Date,
  output: Writable,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet("Leads");
  sheet.columns = COLUMNS.map(({ header, key, width, date }) => ({
    header,
    key,
    width,
    ...(date ? { style: { numFmt: "dd/mm/yyyy hh:mm" } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const { where } = listConditions(filters, now);
  const order = [desc(leads.createdAt), desc(leads.id)];
  let written = 0;
  let after: { createdAt: string; id: number } | null = null;
  for (;;) {
    const keyset = after
      ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id})`
      : undefined;
    const rows = await leadRowsQuery(db, and(where, keyset), order, BATCH, 0);
    for (const row of rows) sheet.addRow(toCells(row)).commit();
    written += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = { createdAt: last.createdAtExact, id: last.id };
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
