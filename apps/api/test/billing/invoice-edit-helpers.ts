import { type Db, documentCounters, invoices } from "@tronc/db";
import { parseReference, toCents, toParisDate } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import { insertAcceptedQuotation, insertInvoice, type SAMPLE_LINES } from "./invoicing-fixtures";

export const today = () => toParisDate(new Date());

/** A 30 % deposit of the sample quotation, split by hand: 20 % → 720,00 HT; 10 % → 243,75 HT (1 132,13 TTC). */
export const DEPOSIT_LINES = [
  { name: "Acompte de 30 %", quantity: "1", unitPriceCents: toCents(72_000), vatRate: "20" },
  { name: "Acompte de 30 %", quantity: "1", unitPriceCents: toCents(24_375), vatRate: "10" },
];

/** An accepted sample quotation and a draft invoice on it, dated today (the sample lines unless told). */
export async function insertDraft(
  db: Db,
  issuerId: number,
  options: { lines?: typeof SAMPLE_LINES; type?: "TYPE_ADVANCE" | "TYPE_SOLD"; createdById?: number } = {},
) {
  const q = await insertAcceptedQuotation(db, { issuerId });
  const id = await insertInvoice(db, {
    issuerId,
    companyId: q.companyId,
    quotationIds: [q.quotationId],
    type: options.type ?? "TYPE_ADVANCE",
    lines: options.lines ?? DEPOSIT_LINES,
    invoiceDate: today(),
    createdById: options.createdById ?? null,
  });
  return { ...q, invoiceId: id };
}

/** The issuer's invoice counter for this year (0 when none was taken). */
export async function invoiceCounter(db: Db, issuerId: number): Promise<number> {
  const year = Number(today().slice(0, 4));
  const [row] = await db
    .select({ value: documentCounters.lastValue })
    .from(documentCounters)
    .where(
      and(
        eq(documentCounters.series, "invoice"),
        eq(documentCounters.triangleCompanyId, issuerId),
        eq(documentCounters.year, year),
      ),
    );
  return row?.value ?? 0;
}

export async function invoiceRow(db: Db, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new Error(`invoice ${id} missing`);
  return row;
}

export const counterOf = (reference: string | null) => (reference ? parseReference(reference).counter : 0);
