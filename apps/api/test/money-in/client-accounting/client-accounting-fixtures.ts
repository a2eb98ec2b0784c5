import { type Db, leads, recommendations } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { LINE_55, LINE_120 } from "../../billing/invoice-list-helpers";
import { insertAcceptedQuotation, insertInvoice } from "../../billing/invoicing-fixtures";
import { insertCredit, insertPayment } from "../money-in-fixtures";

/** 3 × 100,00 HT at 20 %: 300,00 HT, 60,00 VAT, 360,00 TTC. */
const LINE_360 = { name: "Scène", quantity: "3", unitPriceCents: toCents(10_000), vatRate: "20" };

/**
 * A client billed by two group companies, worked by hand:
 * - issuer A: FA-{code}-2026-00001 validated, 150,00 HT / 175,00 TTC (LINE_120 + LINE_55), 100,00
 *   paid by transfer → 75,00 left; FA-{code}-2026-00002 paid, 100,00 HT / 120,00 TTC, nothing left;
 *   a draft of 50,00 HT / 55,00 TTC (no revenue); AV-{code}-2026-00001 validated, 20,00 HT / 24,00
 *   TTC, unspent.
 *   → revenue 150 + 100 − 20 = 230,00 HT, 175 + 120 − 24 = 271,00 TTC; 75,00 to collect; 24,00 of credit.
 * - issuer B: FA-{code}-2026-00003 sent, 300,00 HT / 360,00 TTC, 60,00 paid with AV-{code}-2026-00002
 *   (50,00 HT / 60,00 TTC, now used) → 300,00 left; a draft credit of 10,00 HT (no revenue).
 *   → revenue 300 − 50 = 250,00 HT, 360 − 60 = 300,00 TTC; 300,00 to collect.
 * The client: caHT 480,00, caTTC 571,00, restTTC 375,00.
 * Two quotations: 'Séminaire {code}' (issuer A, billed by FA-…-00001) and, newer, 'Gala {code}'
 * (issuer B, accepted, 3 773,75 TTC each).
 */
export async function insertReportingScenario(
  db: Db,
  options: { issuerA: number; issuerB: number; code: string },
) {
  const { issuerA, issuerB, code } = options;
  const seminar = await insertAcceptedQuotation(db, {
    issuerId: issuerA,
    clientName: `Client reporting ${code}`,
    title: `Séminaire ${code}`,
    reference: `DE-${code}-2026-00001`,
  });
  const companyId = seminar.companyId;
  const gala = await insertAcceptedQuotation(db, {
    issuerId: issuerB,
    title: `Gala ${code}`,
    reference: `DE-${code}-2026-00002`,
  });
  // The gala's lead and recommendation moved to the same client.
  const [moved] = await db
    .update(recommendations)
    .set({ companyId })
    .where(eq(recommendations.id, gala.recommendationId))
    .returning({ leadId: recommendations.leadId });
  if (moved) await db.update(leads).set({ companyId }).where(eq(leads.id, moved.leadId));

  const validated = await insertInvoice(db, {
    issuerId: issuerA,
    companyId,
    quotationIds: [seminar.quotationId],
    state: "STATE_VALIDATED",
    reference: `FA-${code}-2026-00001`,
    title: `Acompte séminaire ${code}`,
    lines: [LINE_120, LINE_55],
  });
  const paid = await insertInvoice(db, {
    issuerId: issuerA,
    companyId,
    quotationIds: [],
    state: "STATE_VALIDATED",
    reference: `FA-${code}-2026-00002`,
    lines: [LINE_120],
  });
  const draft = await insertInvoice(db, {
    issuerId: issuerA,
    companyId,
    quotationIds: [],
    lines: [LINE_55],
  });
  const sent = await insertInvoice(db, {
    issuerId: issuerB,
    companyId,
    quotationIds: [],
    state: "STATE_SEND",
    reference: `FA-${code}-2026-00003`,
    lines: [LINE_360],
  });
  const unspentCredit = await insertCredit(db, {
    issuerId: issuerA,
    companyId,
    invoiceId: validated,
    state: "CREDIT_STATE_VALIDATED",
    reference: `AV-${code}-2026-00001`,
    lines: [{ name: "Remise", quantity: "1", unitPriceCents: toCents(2_000), vatRate: "20" }],
  });
  const usedCredit = await insertCredit(db, {
    issuerId: issuerB,
    companyId,
    state: "CREDIT_STATE_VALIDATED",
    reference: `AV-${code}-2026-00002`,
    lines: [{ name: "Geste commercial", quantity: "1", unitPriceCents: toCents(5_000), vatRate: "20" }],
  });
  const draftCredit = await insertCredit(db, {
    issuerId: issuerB,
    companyId,
    lines: [{ name: "Brouillon", quantity: "1", unitPriceCents: toCents(1_000), vatRate: "20" }],
  });
  await insertPayment(db, {
    invoiceId: validated,
    amountCents: toCents(10_000),
    paymentMode: "MODE_BANK_TRANSFER",
    paidAt: "2026-11-05",
  });
  await insertPayment(db, {
    invoiceId: paid,
    amountCents: toCents(12_000),
    paymentMode: "MODE_CHECK",
    paidAt: "2026-11-06",
  });
  await insertPayment(db, {
    invoiceId: sent,
    amountCents: toCents(6_000),
    creditId: usedCredit,
    paidAt: "2026-11-07",
  });
  return {
    companyId,
    quotations: { seminar: seminar.quotationId, gala: gala.quotationId },
    invoices: { validated, paid, draft, sent },
    credits: { unspent: unspentCredit, used: usedCredit, draft: draftCredit },
  };
}
