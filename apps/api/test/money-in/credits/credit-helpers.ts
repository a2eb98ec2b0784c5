import { credits, type Db, documentCounters } from "@tronc/db";
import { parseReference, toParisDate } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import { DEPOSIT_LINES } from "../../billing/invoice-edit-helpers";
import { insertAcceptedQuotation, insertInvoice, SAMPLE_LINES } from "../../billing/invoicing-fixtures";
import type { TestApp } from "../../helpers";
import {
  insertQuotation,
  insertRecommendationWithLead,
  type LineInput,
} from "../../proposals/proposal-fixtures";

export const today = () => toParisDate(new Date());

let serial = 0;

/**
 * A client the issuer may invoice (an accepted quotation of the sample lines left to bill), with a
 * postal address: 12 rue des Lilas, 69003 Lyon.
 */
export async function insertInvoiceableClient(db: Db, issuerId: number, clientName?: string) {
  const recommendation = await insertRecommendationWithLead(db, {
    issuerId,
    clientName,
    clientAddress: { address: "12 rue des Lilas", postalCode: "69003", city: "Lyon" },
    state: "RECO_STATE_ACCEPTED",
  });
  await insertQuotation(db, {
    recommendationId: recommendation.id,
    issuerId,
    state: "QUOTATION_STATE_ACCEPTED",
    lines: SAMPLE_LINES,
  });
  return { companyId: recommendation.companyId, clientName: recommendation.clientName };
}

/**
 * A numbered invoice (STATE_VALIDATED, FA-CRD-2026-…) of a new accepted quotation: the 30 % deposit
 * lines unless told, i.e. 720,00 HT at 20 % and 243,75 HT at 10 % → TTC 864,00 + 268,13 = 1 132,13.
 */
export async function insertNumberedInvoice(
  db: Db,
  issuerId: number,
  options: { lines?: LineInput[]; invoiceDate?: string; state?: "STATE_VALIDATED" | "STATE_PAID" } = {},
) {
  serial += 1;
  const q = await insertAcceptedQuotation(db, { issuerId });
  const reference = `FA-CRD-2026-${String(serial).padStart(5, "0")}${issuerId}`;
  const invoiceId = await insertInvoice(db, {
    issuerId,
    companyId: q.companyId,
    quotationIds: [q.quotationId],
    type: "TYPE_ADVANCE",
    state: options.state ?? "STATE_VALIDATED",
    reference,
    title: "Acompte séminaire",
    invoiceDate: options.invoiceDate ?? "2026-11-02",
    lines: options.lines ?? DEPOSIT_LINES,
  });
  return { ...q, invoiceId, reference };
}

export async function creditRow(db: Db, id: number) {
  const [row] = await db.select().from(credits).where(eq(credits.id, id));
  if (!row) throw new Error(`credit ${id} missing`);
  return row;
}

/** The issuer's credit note counter for this year (0 when none was taken). */
export async function creditCounter(db: Db, issuerId: number): Promise<number> {
  const year = Number(today().slice(0, 4));
  const [row] = await db
    .select({ value: documentCounters.lastValue })
    .from(documentCounters)
    .where(
      and(
        eq(documentCounters.series, "credit"),
        eq(documentCounters.triangleCompanyId, issuerId),
        eq(documentCounters.year, year),
      ),
    );
  return row?.value ?? 0;
}

export const counterOf = (reference: string | null) => (reference ? parseReference(reference).counter : 0);

/**
 * A draft credit made through the services as a plain user: 'Ajouter un avoir' for a new client of
 * the issuer, then one free line of `euros` HT at 20 % (so TTC = 1,2 × euros).
 */
export async function insertDraftCredit(
  t: Pick<TestApp, "handle" | "caller">,
  issuerId: number,
  euros: string,
) {
  const user = await t.caller("user");
  const client = await insertInvoiceableClient(t.handle.db, issuerId);
  const { id } = await user.credit.create({ triangleCompanyId: issuerId, companyId: client.companyId });
  const line = await user.creditLine.create({ creditId: id, name: "Geste commercial", unitPrice: euros });
  return { creditId: id, lineId: line.id, ...client };
}
