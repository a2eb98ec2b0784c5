import { type Db, invoices, quotations, recommendationEvents } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { type ProjectState, type QuotationState, toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { insertInvoice } from "../../billing/invoicing-fixtures";
import {
  insertQuotation,
  insertRecommendationWithLead,
  type LineInput,
} from "../../proposals/proposal-fixtures";

/** n × 1,00 € HT at 20 %: the TTC is n × 1,20 €, easy to work out by hand. */
export const linesOfHt = (euros: number): LineInput[] => [
  { name: "Prestation", quantity: "1", unitPriceCents: toCents(euros * 100), vatRate: "20" },
];

export interface SummaryQuotation {
  quotationId: number;
  companyId: number;
  projectId: number | null;
}

/** A quotation of a new client and lead (and project when named), created at the instant given. */
export async function insertSummaryQuotation(
  db: Db,
  options: {
    issuerId: number;
    clientName: string;
    reference: string;
    createdAt: string;
    lines: LineInput[];
    state?: QuotationState;
    project?: { name: string; state: ProjectState };
    /** The delivery calendar: [start, end] instants. */
    events?: [string, string][];
  },
): Promise<SummaryQuotation> {
  const recommendation = await insertRecommendationWithLead(db, {
    issuerId: options.issuerId,
    clientName: options.clientName,
    state: "RECO_STATE_ACCEPTED",
    project: options.project,
  });
  const quotationId = await insertQuotation(db, {
    recommendationId: recommendation.id,
    issuerId: options.issuerId,
    reference: options.reference,
    state: options.state ?? "QUOTATION_STATE_ACCEPTED",
    lines: options.lines,
  });
  await db
    .update(quotations)
    .set({ createdAt: new Date(options.createdAt) })
    .where(eq(quotations.id, quotationId));
  for (const [startAt, endAt] of options.events ?? []) {
    await db.insert(recommendationEvents).values({
      recommendationId: recommendation.id,
      startAt: new Date(startAt),
      endAt: new Date(endAt),
    });
  }
  return { quotationId, companyId: recommendation.companyId, projectId: recommendation.projectId };
}

/** An invoice of the quotation (totals by the invoicing service), then what is left to pay set as told. */
export async function insertSummaryInvoice(
  db: Db,
  quotation: SummaryQuotation & { issuerId: number },
  options: Omit<Parameters<typeof insertInvoice>[1], "issuerId" | "companyId" | "quotationIds"> & {
    amountLeftCents?: Cents;
  },
): Promise<number> {
  const { amountLeftCents, ...invoice } = options;
  const id = await insertInvoice(db, {
    ...invoice,
    issuerId: quotation.issuerId,
    companyId: quotation.companyId,
    quotationIds: [quotation.quotationId],
  });
  if (amountLeftCents !== undefined) {
    await db
      .update(invoices)
      .set({ amountLeftCents: toCents(amountLeftCents) })
      .where(eq(invoices.id, id));
  }
  return id;
}

/** A workbook's sheets as rows of cell values (for the e2e, which has no exceljs of its own). */
export async function readWorkbookFile(path: string): Promise<Map<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return new Map(
    workbook.worksheets.map((sheet) => {
      const rows: unknown[][] = [];
      sheet.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      return [sheet.name, rows];
    }),
  );
}
