import { type Db, triangleCompanies } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { insertClient, LINE_55, LINE_120 } from "../../billing/invoice-list-helpers";
import { insertInvoice } from "../../billing/invoicing-fixtures";
import { insertCredit, insertPayment } from "../money-in-fixtures";

export async function issuerName(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ name: triangleCompanies.name })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.id, id));
  if (!row) throw new Error(`no group company ${id}`);
  return row.name;
}

/**
 * Four payments of the client 'Client encaissement {code}' and one of 'Autre client {code}B' (the
 * search '{code}' finds both clients, '{code}B' only the other), worked by hand:
 * - FA-{code}-2026-00001 (issuer A, validated): 100,00 HT + 20 % and 50,00 HT + 10 % = 175,00 TTC,
 *   paid 50,00 by transfer on 2026-11-02 (Acompte) then 125,00 by cheque on 2026-11-10 (Solde): paid;
 * - FA-{code}-2026-00002 (issuer B, sent): 120,00 TTC, paid 20,00 by card on 2026-11-10, then 36,00
 *   with the credit AV-{code}-2026-00001 (30,00 HT + 20 % = 36,00) on 2026-11-15: 64,00 left;
 * - FA-{code}B-2026-00003 (issuer A, the other client): 55,00 in cash on 2026-10-31.
 * Newest first: credit 36,00 (15/11), card 20,00 and cheque 125,00 (10/11, the later one first),
 * transfer 50,00 (02/11), then the other client's cash 55,00 (31/10).
 * The client's total: 50 + 125 + 20 + 36 = 231,00; with the other client's 55,00: 286,00.
 */
export async function insertCollectionScenario(
  db: Db,
  options: { issuerA: number; issuerB: number; code: string },
) {
  const { issuerA, issuerB, code } = options;
  const otherCode = `${code}B`;
  const companyId = await insertClient(db, `Client encaissement ${code}`);
  const otherCompanyId = await insertClient(db, `Autre client ${otherCode}`);
  const paidInvoice = await insertInvoice(db, {
    issuerId: issuerA,
    companyId,
    quotationIds: [],
    state: "STATE_VALIDATED",
    reference: `FA-${code}-2026-00001`,
    lines: [LINE_120, LINE_55],
  });
  const openInvoice = await insertInvoice(db, {
    issuerId: issuerB,
    companyId,
    quotationIds: [],
    state: "STATE_SEND",
    reference: `FA-${code}-2026-00002`,
    lines: [LINE_120],
  });
  const otherInvoice = await insertInvoice(db, {
    issuerId: issuerA,
    companyId: otherCompanyId,
    quotationIds: [],
    state: "STATE_VALIDATED",
    reference: `FA-${otherCode}-2026-00003`,
    lines: [LINE_55],
  });
  const creditId = await insertCredit(db, {
    issuerId: issuerB,
    companyId,
    state: "CREDIT_STATE_VALIDATED",
    reference: `AV-${code}-2026-00001`,
    lines: [{ name: "Geste commercial", quantity: "1", unitPriceCents: toCents(3_000), vatRate: "20" }],
  });
  const transfer = await insertPayment(db, {
    invoiceId: paidInvoice,
    amountCents: toCents(5_000),
    paymentType: "TYPE_ADVANCE",
    paymentMode: "MODE_BANK_TRANSFER",
    paidAt: "2026-11-02",
  });
  const cheque = await insertPayment(db, {
    invoiceId: paidInvoice,
    amountCents: toCents(12_500),
    paymentMode: "MODE_CHECK",
    paidAt: "2026-11-10",
    comment: "Chèque n° 4411",
  });
  const card = await insertPayment(db, {
    invoiceId: openInvoice,
    amountCents: toCents(2_000),
    paymentMode: "MODE_CREDIT_CARD",
    paidAt: "2026-11-10",
  });
  const byCredit = await insertPayment(db, {
    invoiceId: openInvoice,
    amountCents: toCents(3_600),
    creditId,
    paidAt: "2026-11-15",
  });
  const cash = await insertPayment(db, {
    invoiceId: otherInvoice,
    amountCents: toCents(5_500),
    paymentMode: "MODE_MONEY",
    paidAt: "2026-10-31",
  });
  return {
    companyId,
    otherCompanyId,
    paidInvoice,
    openInvoice,
    otherInvoice,
    creditId,
    payments: { transfer, cheque, card, byCredit, cash },
  };
}
