import { rmSync } from "node:fs";
import { join } from "node:path";
import { companies, invoices, issuedPdfs, triangleCompanies } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import { loadInvoiceParties } from "../../src/services/billing/edit/parties";
import { type IssuedKind, issuedPdfKey } from "../../src/services/shared/issued-pdfs/store";
import type { TestApp } from "../helpers";
import { dressIssuer } from "../proposals/print-helpers";
import { insertAcceptedQuotation, insertInvoice } from "./invoicing-fixtures";

export const CLIENT_SIRET = "44306184100047";
export const CLIENT_SIREN = "443061841";

/** The first demo group company with everything an invoice prints: legal form, capital, RCS, terms… */
export async function dressInvoiceIssuer(t: TestApp): Promise<number> {
  const issuerId = await dressIssuer(t);
  await t.handle.db
    .update(triangleCompanies)
    .set({
      legalForm: "SAS",
      shareCapital: "10 000 €",
      rcs: "Paris 732 829 320",
      vatOnDebits: false,
      latePenaltyTerms: "Taux de refinancement de la BCE majoré de 10 points",
      earlyPaymentTerms: "Pas d'escompte pour paiement anticipé",
    })
    .where(eq(triangleCompanies.id, issuerId));
  return issuerId;
}

export interface BalanceScenario {
  depositId: number;
  balanceId: number;
  companyId: number;
  quotationId: number;
}

/**
 * The sample quotation (TTC 3 773,75) with a validated deposit of 1 500,00 HT at 20 % and 500,00 HT at
 * 10 % (VAT 200,00 + 50,00: TTC 1 750,00) and a validated balance that deducts it: 2 023,75 left.
 */
export async function insertBalanceScenario(
  t: TestApp,
  issuerId: number,
  suffix: string,
): Promise<BalanceScenario> {
  const db = t.handle.db;
  const quotation = await insertAcceptedQuotation(db, {
    issuerId,
    clientName: `Dupont & Fils <SARL> ${suffix}`,
  });
  await db
    .update(companies)
    .set({ siret: suffix === "A" ? CLIENT_SIRET : null })
    .where(eq(companies.id, quotation.companyId));
  const depositId = await insertInvoice(db, {
    issuerId,
    companyId: quotation.companyId,
    quotationIds: [quotation.quotationId],
    type: "TYPE_ADVANCE",
    state: "STATE_VALIDATED",
    reference: `FA-TEV-2026-0${suffix}001`,
    invoiceDate: "2026-10-05",
    eligibleAt: "2026-10-05",
    lines: [
      { name: "Acompte sur le devis (20 %)", quantity: "1", unitPriceCents: toCents(100_000), vatRate: "20" },
      { name: "Acompte sur le devis (10 %)", quantity: "1", unitPriceCents: toCents(50_000), vatRate: "10" },
    ],
  });
  const balanceId = await insertInvoice(db, {
    issuerId,
    companyId: quotation.companyId,
    quotationIds: [quotation.quotationId],
    type: "TYPE_SOLD",
    state: "STATE_VALIDATED",
    reference: `FA-TEV-2026-0${suffix}002`,
    title: "Séminaire de direction",
    invoiceDate: "2026-11-20",
    eligibleAt: "2026-12-20",
    deducts: [depositId],
    lines: [
      {
        name: "Animation",
        description: "<p>Deux jours <strong>animés</strong></p>",
        quantity: "2",
        unity: "UNITY_DAY",
        unitPriceCents: toCents(120_000),
        vatRate: "20",
      },
      { name: "Repas", quantity: "25", unitPriceCents: toCents(3_250), vatRate: "10" },
    ],
  });
  await db
    .update(invoices)
    .set({
      invoiceHeadName: `Dupont & Fils <SARL> ${suffix}`,
      invoiceAddress: "8 place Bellecour\n69002 Lyon",
      serviceDate: "2026-11-13",
      operationCategory: "MIXED",
      paymentMode: 30,
    })
    .where(eq(invoices.id, balanceId));
  return { depositId, balanceId, companyId: quotation.companyId, quotationId: quotation.quotationId };
}

/** Freezes the invoice's parties as validation does (the companies' rows as they are now). */
export async function freezeParties(t: TestApp, invoiceId: number): Promise<void> {
  const [invoice] = await t.handle.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new Error("no invoice");
  const parties = await loadInvoiceParties(t.handle.db, invoice);
  await t.handle.db.update(invoices).set({ parties }).where(eq(invoices.id, invoiceId));
}

/**
 * Forgets a numbered document's kept PDF (file and record), as for a document validated before PDFs
 * were kept: its next download renders it from what the database holds now.
 */
export async function forgetKeptPdf(t: TestApp, kind: IssuedKind, id: number): Promise<void> {
  rmSync(join(t.filesDir, issuedPdfKey(kind, id)), { force: true });
  await t.handle.db
    .delete(issuedPdfs)
    .where(and(eq(issuedPdfs.documentKind, kind), eq(issuedPdfs.documentId, id)));
}
