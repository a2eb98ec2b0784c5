import { companies, credits, type Db, invoices, triangleCompanies } from "@tronc/db";
import { creditSearchText, toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { insertClient, LINE_55, LINE_120 } from "../../billing/invoice-list-helpers";
import { insertInvoice } from "../../billing/invoicing-fixtures";
import { insertCredit, insertPayment } from "../money-in-fixtures";

/** The credit's search text as the edit services write it (reference, title, names, invoice reference). */
async function indexCredit(db: Db, creditId: number): Promise<void> {
  const [row] = await db
    .select({
      credit: credits,
      clientName: companies.name,
      issuerName: triangleCompanies.name,
      invoiceReference: invoices.reference,
    })
    .from(credits)
    .innerJoin(companies, eq(companies.id, credits.companyId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, credits.triangleCompanyId))
    .leftJoin(invoices, eq(invoices.id, credits.invoiceId))
    .where(eq(credits.id, creditId));
  if (!row) throw new Error(`credit ${creditId} missing`);
  const searchText = creditSearchText({ ...row.credit, ...row, invoiceReference: row.invoiceReference });
  await db.update(credits).set({ searchText }).where(eq(credits.id, creditId));
}

/**
 * Four credit notes of one client of its own, worked by hand (LINE_120: 100,00 HT + 20,00 VAT at 20 %;
 * LINE_55: 50,00 HT + 5,00 VAT at 10 %):
 * - draft (issuer A, 'Geste commercial Zéphyrin', by `creatorId`): 100 HT, 20 VAT, 120,00 TTC, 120,00 left;
 * - validated AV-{code}-2026-00001 (A) on the invoice FA-{code}-2026-00007: 150 HT, 25 VAT, 175,00 TTC;
 * - partly used AV-{code}-2026-00002 (B): 55,00 TTC, 20,00 paid with it on an invoice of B → 35,00 left;
 * - used AV-{code}-2026-00003 (A): 120,00 TTC, 125,00 drawn after a correction → −5,00 left, shown 0.
 * Newest created first: used, partly used, validated, draft.
 * Every state: HT 400,00, VAT 70,00, TTC 470,00.
 */
export async function insertCreditListScenario(
  db: Db,
  options: { issuerA: number; issuerB: number; code: string; creatorId: number },
) {
  const { issuerA, issuerB, code } = options;
  const companyId = await insertClient(db, `Client avoirs ${code}`);
  const invoiceId = await insertInvoice(db, {
    issuerId: issuerA,
    companyId,
    quotationIds: [],
    state: "STATE_VALIDATED",
    reference: `FA-${code}-2026-00007`,
    invoiceDate: "2026-04-10",
    lines: [LINE_120, LINE_55],
  });
  const invoiceOfB = await insertInvoice(db, {
    issuerId: issuerB,
    companyId,
    quotationIds: [],
    state: "STATE_VALIDATED",
    reference: `FA-${code}-2026-00008`,
    invoiceDate: "2026-05-18",
    lines: [LINE_120],
  });
  await db
    .update(invoices)
    .set({ amountLeftCents: toCents(12_000) })
    .where(eq(invoices.id, invoiceOfB));

  const created = async (id: number, at: string, createdById: number | null = null) => {
    await db
      .update(credits)
      .set({ createdAt: new Date(at), createdById })
      .where(eq(credits.id, id));
    await indexCredit(db, id);
    return id;
  };
  const draft = await created(
    await insertCredit(db, {
      issuerId: issuerA,
      companyId,
      title: "Geste commercial Zéphyrin",
      creditDate: "2026-03-10",
      lines: [LINE_120],
    }),
    "2026-03-10T10:00:00Z",
    options.creatorId,
  );
  const validated = await created(
    await insertCredit(db, {
      issuerId: issuerA,
      companyId,
      invoiceId,
      state: "CREDIT_STATE_VALIDATED",
      reference: `AV-${code}-2026-00001`,
      title: `Avoir sur la facture FA-${code}-2026-00007`,
      creditDate: "2026-04-15",
      lines: [LINE_120, LINE_55],
    }),
    "2026-04-15T10:00:00Z",
  );
  const partial = await insertCredit(db, {
    issuerId: issuerB,
    companyId,
    state: "CREDIT_STATE_VALIDATED",
    reference: `AV-${code}-2026-00002`,
    creditDate: "2026-05-20",
    lines: [LINE_55],
  });
  // 55,00 − 20,00 = 35,00 left: partly used.
  await insertPayment(db, {
    invoiceId: invoiceOfB,
    amountCents: toCents(2_000),
    creditId: partial,
    paidAt: "2026-05-21",
  });
  await created(partial, "2026-05-20T10:00:00Z");
  const used = await created(
    await insertCredit(db, {
      issuerId: issuerA,
      companyId,
      state: "CREDIT_STATE_USED",
      reference: `AV-${code}-2026-00003`,
      creditDate: "2026-05-25",
      lines: [LINE_120],
    }),
    "2026-05-25T10:00:00Z",
  );
  await db
    .update(credits)
    .set({ amountLeftCents: toCents(-500) })
    .where(eq(credits.id, used));
  return { companyId, invoiceId, invoiceOfB, draft, validated, partial, used };
}
