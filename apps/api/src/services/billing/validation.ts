import { type DbOrTx, invoiceDeductions, invoiceQuotations, invoices } from "@tronc/db";
import { assertInvoiceValidatable, invoiceDueDate, toParisDate } from "@tronc/domain";
import { and, eq, isNotNull, isNull, max, ne, sql } from "drizzle-orm";
import { logChanges } from "../shared/audit";
import { nextReference } from "../shared/document-counter";
import { invoiceContentSha256 } from "./edit/content";
import { loadInvoiceParties } from "./edit/parties";
import { lockInvoice } from "./edit/rows";
import { refreshInvoiceSearchText } from "./search-text";
import { refreshQuotationInvoicingState } from "./totals";

/**
 * CREATED → VALIDATED inside the caller's transaction: checks, the next continuous reference of the
 * issuer's invoice series, the due date, the parties frozen, the content's SHA-256 with its audit
 * entry. Returns the reference. The counter row stays locked until the caller's transaction ends, so a
 * failure anywhere (here or later in that transaction) gives the number back: no gap.
 */
export async function validateInvoice(
  tx: DbOrTx,
  invoiceId: number,
  by: { userId: number | null; now: Date },
): Promise<string> {
  const invoice = await lockInvoice(tx, invoiceId);
  const [unnumbered] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(invoiceDeductions)
    .innerJoin(invoices, eq(invoices.id, invoiceDeductions.deductedInvoiceId))
    .where(and(eq(invoiceDeductions.invoiceId, invoiceId), isNull(invoices.reference)));
  const check = {
    state: invoice.state,
    totalTtcCents: invoice.totalTtcCents,
    invoiceDate: invoice.invoiceDate,
    today: toParisDate(by.now),
    lastValidatedDate: null,
    unnumberedDeductions: unnumbered?.n ?? 0,
  };
  assertInvoiceValidatable(check);

  // Taking the number locks the issuer's series: the last validated date is read after it, stable.
  const reference = await nextReference(tx, "invoice", invoice.triangleCompanyId, by.now);
  const [last] = await tx
    .select({ date: max(invoices.invoiceDate) })
    .from(invoices)
    .where(
      and(
        eq(invoices.triangleCompanyId, invoice.triangleCompanyId),
        isNotNull(invoices.reference),
        ne(invoices.id, invoiceId),
      ),
    );
  assertInvoiceValidatable({ ...check, lastValidatedDate: last?.date ?? null });

  const eligibleAt = invoiceDueDate(invoice.invoiceDate, invoice.paymentMode);
  const parties = await loadInvoiceParties(tx, invoice);
  const state = "STATE_VALIDATED" as const;
  const sha256 = await invoiceContentSha256(tx, invoice, { reference, state, eligibleAt, parties });
  await tx
    .update(invoices)
    .set({
      reference,
      state,
      eligibleAt,
      parties,
      contentSha256: sha256,
      validatedAt: by.now,
      validatedById: by.userId,
      updatedAt: by.now,
      updatedById: by.userId,
    })
    .where(eq(invoices.id, invoiceId));
  await logChanges(
    tx,
    { type: "invoice", id: invoiceId },
    by.userId,
    [{ field: "state", from: invoice.state, to: state }],
    { reference, sha256 },
  );
  await refreshInvoiceSearchText(tx, invoiceId);
  const links = await tx
    .select({ quotationId: invoiceQuotations.quotationId })
    .from(invoiceQuotations)
    .where(eq(invoiceQuotations.invoiceId, invoiceId));
  for (const link of links) await refreshQuotationInvoicingState(tx, link.quotationId, by.userId);
  return reference;
}
