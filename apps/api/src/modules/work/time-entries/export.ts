import type { Writable } from "node:stream";
import { type DbOrTx, timeEntries } from "@tronc/db";
import { and, desc, type SQL, sql } from "drizzle-orm";
import { keysetPages } from "../../../services/shared/keyset-pages";
import { writeXlsx, type XlsxColumn } from "../../../services/shared/xlsx-stream";
import { type TimeEntryFilters, timeEntryWhere } from "./search";
import { joinedEntries } from "./views";

const PAGE = 1000;

interface Cursor {
  date: string;
  id: number;
}

function exportRows(db: DbOrTx, where: SQL | undefined, after: Cursor | null) {
  const keyset = after
    ? sql`(${timeEntries.date}, ${timeEntries.id}) < (${after.date}::date, ${after.id})`
    : undefined;
  return joinedEntries(db)
    .where(and(where, keyset))
    .orderBy(desc(timeEntries.date), desc(timeEntries.id))
    .limit(PAGE);
}

type ExportRow = Awaited<ReturnType<typeof exportRows>>[number];

const FALLBACK_GROUP = "Pas d'entreprise rattachée";
const FALLBACK_CLIENT = "Pas de client rattaché";
const FALLBACK_TASK = "Pas de tâche rattachée";

export const TIME_ENTRY_EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: "Date", width: 12, kind: "date", value: (row) => row.date },
  { header: "Utilisateur", width: 24, value: (row) => `${row.userName} ${row.userLastname}`.trim() },
  { header: "Entreprise du groupe", width: 24, value: (row) => row.triangleCompanyName || FALLBACK_GROUP },
  { header: "Client", width: 28, value: (row) => row.companyName ?? FALLBACK_CLIENT },
  { header: "Projet", width: 28, value: (row) => row.projectName ?? "" },
  { header: "Tâche", width: 28, value: (row) => row.taskName ?? FALLBACK_TASK },
  { header: "Heures", width: 10, value: (row) => Number(row.hours) },
  { header: "Commentaire", width: 50, value: (row) => row.comment },
];

export const TIME_ENTRY_EXPORT_SHEET = { name: "Temps passé", columns: TIME_ENTRY_EXPORT_COLUMNS };

/**
 * 'Export Excel' of 'Temps passé': the entries the list shows for the same filters, newest day first,
 * read 1000 at a time by keyset while the previous page is written. Returns the number of rows.
 */
export function writeTimeEntriesWorkbook(
  db: DbOrTx,
  filters: TimeEntryFilters,
  output: Writable,
): Promise<number> {
  const where = timeEntryWhere(filters);
  const pages = keysetPages(
    (after: Cursor | null) => exportRows(db, where, after),
    (row) => ({ date: row.date, id: row.id }),
    PAGE,
  );
  return writeXlsx(output, TIME_ENTRY_EXPORT_SHEET, pages);
}
