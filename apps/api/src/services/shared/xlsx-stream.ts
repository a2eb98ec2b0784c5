import type { Writable } from "node:stream";
import { parisOffsetMinutes } from "@tronc/domain";

export type XlsxValue = string | number | Date | null;

export type XlsxColumn<Row> = { header: string; width: number } & (
  | { kind?: undefined; value: (row: Row) => XlsxValue }
  /** An instant, shown as the Paris wall clock (Excel has no time zone), dd/mm/yyyy hh:mm. */
  | { kind: "dateTime"; value: (row: Row) => Date | null }
  /** A business day ('2027-03-12', no time), an Excel date shown dd/mm/yyyy. */
  | { kind: "date"; value: (row: Row) => string | null }
);

const NUMBER_FORMATS = { dateTime: "dd/mm/yyyy hh:mm", date: "dd/mm/yyyy" } as const;

/** '2027-03-12' → that day at 00:00 UTC, which Excel shows as the day itself. */
const excelDay = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

export interface XlsxSheet<Row> {
  name: string;
  columns: readonly XlsxColumn<Row>[];
  /** A first sheet of label and value rows (totals, filters), written before this one. */
  summary?: { name: string; rows: readonly (readonly [string, XlsxValue])[] };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Instants → Paris wall clock to the minute. Intl is asked once per UTC day (its offset at both ends)
 * and, on the two days a year the offset changes (always on the hour), once per hour of that day.
 */
export function parisWallClock(): (instant: Date | null) => Date | null {
  const offsetAt = (epochMs: number) => parisOffsetMinutes(new Date(epochMs)) * MINUTE_MS;
  const days = new Map<number, number | Map<number, number>>();
  const offsetOf = (epochMs: number) => {
    const day = Math.floor(epochMs / DAY_MS);
    let known = days.get(day);
    if (known === undefined) {
      const start = offsetAt(day * DAY_MS);
      known = start === offsetAt((day + 1) * DAY_MS - 1) ? start : new Map<number, number>();
      days.set(day, known);
    }
    if (typeof known === "number") return known;
    const hour = Math.floor(epochMs / HOUR_MS);
    let offset = known.get(hour);
    if (offset === undefined) {
      offset = offsetAt(hour * HOUR_MS);
      known.set(hour, offset);
    }
    return offset;
  };
  return (instant) => {
    if (!instant) return null;
    const local = instant.getTime() + offsetOf(instant.getTime());
    return new Date(local - (((local % MINUTE_MS) + MINUTE_MS) % MINUTE_MS));
  };
}

/** What exceljs' inner streams are (archiver's readable-stream copies): writable, with a drain event. */
interface Drainable {
  destroyed?: boolean;
  writableLength?: number;
  _writableState?: { length?: number };
  on(event: "drain" | "close", listener: () => void): unknown;
  removeListener(event: "drain" | "close", listener: () => void): unknown;
}

const pendingIn = (stream: Drainable) => stream.writableLength ?? stream._writableState?.length ?? 0;

/** Resolves once the stream has written all it holds, or is closed. */
function drained(stream: Drainable): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      stream.removeListener("drain", done);
      stream.removeListener("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

const isDrainable = (value: unknown): value is Drainable =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Drainable).on === "function" &&
  typeof (value as Drainable).removeListener === "function";

/**
 * exceljs hands a sheet's XML on towards the zip's deflate without waiting (its buffer ignores
 * backpressure): the writer waits there as well, or rows read faster than they are compressed would
 * pile up in memory. Nothing to wait for if exceljs' inner shape ever changes.
 */
function sheetPipes(worksheet: unknown): Drainable[] {
  const pipes = (worksheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  return Array.isArray(pipes) ? pipes.filter(isDrainable) : [];
}

/** Uncompressed XML allowed to wait for the deflate (a few pages), so it works while we read. */
const COMPRESSION_LAG = 4 * 1024 * 1024;

/** Waits for the compression and the output (a slow client slows the reading); refuses a closed output. */
async function roomIn(output: Writable, worksheet: unknown): Promise<void> {
  for (const pipe of sheetPipes(worksheet)) {
    if (pendingIn(pipe) > COMPRESSION_LAG && !pipe.destroyed) await drained(pipe);
  }
  if (output.writableNeedDrain && !output.destroyed) await drained(output);
  if (output.destroyed) throw new Error("export interrompu : le flux de sortie est fermé");
}

/**
 * A workbook of one sheet streamed to the output, its headers (bold), widths and date formats set.
 * exceljs is loaded at the first export, not at start-up (~30 MB and up to 0.6 s saved on every start).
 */
export async function openXlsxSheet<Row>(output: Writable, sheet: XlsxSheet<Row>) {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  if (sheet.summary) {
    const summary = workbook.addWorksheet(sheet.summary.name);
    summary.columns = [{ width: 30 }, { width: 40 }];
    for (const [label, value] of sheet.summary.rows) {
      const row = summary.addRow([label, value]);
      row.getCell(1).font = { bold: true };
      row.commit();
    }
    summary.commit();
  }
  const worksheet = workbook.addWorksheet(sheet.name);
  worksheet.columns = sheet.columns.map(({ header, width, kind }) => ({
    header,
    width,
    ...(kind ? { style: { numFmt: NUMBER_FORMATS[kind] } } : {}),
  }));
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  return {
    worksheet,
    close: async () => {
      worksheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * Writes one sheet with exceljs' streaming writer from pages of rows, committing each row as it goes
 * (memory flat whatever the count) and waiting for the output to drain between pages (a slow client
 * slows the reading, it does not fill the memory). Returns the number of rows written.
 */
export async function writeXlsx<Row>(
  output: Writable,
  sheet: XlsxSheet<Row>,
  pages: AsyncIterable<readonly Row[]>,
): Promise<number> {
  const { worksheet, close } = await openXlsxSheet(output, sheet);
  const wallClock = parisWallClock();
  const cells = sheet.columns.map((column): ((row: Row) => XlsxValue) => {
    if (column.kind === "dateTime") return (row) => wallClock(column.value(row));
    if (column.kind === "date") return (row) => excelDay(column.value(row));
    return column.value;
  });
  let written = 0;
  for await (const page of pages) {
    await roomIn(output, worksheet);
    for (const row of page) worksheet.addRow(cells.map((cell) => cell(row))).commit();
    written += page.length;
  }
  await close();
  return written;
}
