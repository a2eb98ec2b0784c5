import {
  charges,
  forecastBankBalances,
  forecastItems,
  forecastPayments,
  type StoredCompanyPart,
  supplierInvoicePurchaseOrders,
  supplierInvoices,
  triangleCompanies,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { type ChargeType, toCents } from "@tronc/domain";
import { eq, inArray } from "drizzle-orm";
import { insertAcceptedQuotation, insertInvoice, SAMPLE_LINES } from "../../billing/invoicing-fixtures";
import type { TestApp } from "../../helpers";
import { insertPurchaseOrder } from "../../money-out/money-out-fixtures";
import { insertSupplierInvoice } from "../../money-out/supplier-payments-fixtures";

/** Today in every forecast test: 2026-03-10 in Paris (the window runs from March 2026 to February 2027). */
export const NOW = new Date("2026-03-10T10:00:00Z");

/** 1 × 1 000,00 HT at 20 %: TTC 1 200,00 (by hand). */
const LINE_1200 = { name: "Acompte", quantity: "1", unitPriceCents: toCents(100_000), vatRate: "20" };

export async function companyNames(t: TestApp): Promise<Map<number, string>> {
  const rows = await t.handle.db
    .select({ id: triangleCompanies.id, name: triangleCompanies.name })
    .from(triangleCompanies)
    .where(inArray(triangleCompanies.id, t.demo.companyIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function insertCharge(
  t: TestApp,
  title: string,
  type: ChargeType,
  amountCents: Cents,
  shares: [number, string][],
) {
  const [row] = await t.handle.db
    .insert(charges)
    .values({
      title,
      type,
      amountCents: toCents(amountCents),
      dateFrom: "2026-01-01",
      valuesFrom: "2026-01-01",
      state: "STATE_CHARGE_ACTIVE",
      companiesParts: shares.map(([companyId, pct]) => ({ companyId, pct })),
    })
    .returning({ id: charges.id });
  if (!row) throw new Error("charge not inserted");
  return row.id;
}

export async function insertLine(
  t: TestApp,
  line: {
    title: string;
    amountCents: Cents;
    forecastDay: string;
    realDay?: string;
    chargeId?: number;
    parts?: StoredCompanyPart[];
  },
) {
  const [row] = await t.handle.db
    .insert(forecastItems)
    .values({
      title: line.title,
      amountCents: toCents(line.amountCents),
      forecastAmountCents: line.realDay ? toCents(line.amountCents) : null,
      forecastDay: line.forecastDay,
      realDay: line.realDay ?? null,
      chargeId: line.chargeId ?? null,
      companiesParts: line.parts ?? [],
    })
    .returning({ id: forecastItems.id });
  if (!row) throw new Error("line not inserted");
  return row.id;
}

export async function insertBank(t: TestApp, date: string, amountCents: Cents) {
  await t.handle.db.insert(forecastBankBalances).values({ date, amountCents: toCents(amountCents) });
}

/**
 * The forecast scenario every test reads, with today 2026-03-10 (figures in cents):
 * - bank balance 1 000 000 on 2026-02-10, 800 000 on 2026-03-15;
 * - real income +50 000 on 2026-02-15 (before the window);
 * - charge 'Loyer' (rent, 50/50 between companies A and B): real −100 000 on 03-05, forecast −100 000 on 04-05;
 * - charge 'Salaires' (100 % company C): forecast −300 000 on 03-20;
 * - a line typed by hand +200 000 on 03-02, left undeclared (in the past: counts in no balance);
 * - invoice I1 of company A, TTC 377 375, due 03-01 (overdue: shown on today, late);
 * - quotation Q2 of company B (TTC 377 375) with invoice I2 (TTC 120 000, due 04-20) and a schedule
 *   200 000 on 04-01, 200 000 on 05-01, 100 000 on 06-01: 257 375 not invoiced → 200 000 and 57 375;
 * - invoice I3 of company C, due 03-03, then paid in full (gone);
 * - supplier invoice 830,00 (83 000) to pay 03-25, on a purchase order of company B.
 */
export async function insertScenario(t: TestApp) {
  const db = t.handle.db;
  const [a, b, c] = t.demo.companyIds as [number, number, number];
  const rent = await insertCharge(t, "Loyer", "CHARGE_TYPE_RENT", toCents(-100_000), [
    [a, "50"],
    [b, "50"],
  ]);
  const salaries = await insertCharge(t, "Salaires", "CHARGE_TYPE_SALARIES", toCents(-300_000), [[c, "100"]]);
  const half = (cents: number): StoredCompanyPart[] => [
    { companyId: a, pct: "50", amountCents: toCents(cents / 2) },
    { companyId: b, pct: "50", amountCents: toCents(cents / 2) },
  ];
  await insertBank(t, "2026-02-10", toCents(1_000_000));
  await insertBank(t, "2026-03-15", toCents(800_000));
  await insertLine(t, {
    title: "Subvention",
    amountCents: toCents(50_000),
    forecastDay: "2026-02-15",
    realDay: "2026-02-15",
  });
  const rentMarch = await insertLine(t, {
    title: "Loyer",
    amountCents: toCents(-100_000),
    forecastDay: "2026-03-05",
    realDay: "2026-03-05",
    chargeId: rent,
    parts: half(-100_000),
  });
  await insertLine(t, {
    title: "Loyer",
    amountCents: toCents(-100_000),
    forecastDay: "2026-04-05",
    chargeId: rent,
    parts: half(-100_000),
  });
  await insertLine(t, {
    title: "Salaires",
    amountCents: toCents(-300_000),
    forecastDay: "2026-03-20",
    chargeId: salaries,
    parts: [{ companyId: c, pct: "100", amountCents: toCents(-300_000) }],
  });
  const manual = await insertLine(t, {
    title: "Vente de matériel",
    amountCents: toCents(200_000),
    forecastDay: "2026-03-02",
  });

  const q1 = await insertAcceptedQuotation(db, { issuerId: a, clientName: "Client Alpha" });
  const i1 = await insertInvoice(db, {
    issuerId: a,
    companyId: q1.companyId,
    quotationIds: [q1.quotationId],
    state: "STATE_VALIDATED",
    reference: "FA-T-2026-0001",
    eligibleAt: "2026-03-01",
    lines: SAMPLE_LINES,
  });
  const q2 = await insertAcceptedQuotation(db, { issuerId: b, clientName: "Client Beta" });
  const i2 = await insertInvoice(db, {
    issuerId: b,
    companyId: q2.companyId,
    quotationIds: [q2.quotationId],
    type: "TYPE_ADVANCE",
    state: "STATE_VALIDATED",
    reference: "FA-T-2026-0002",
    eligibleAt: "2026-04-20",
    lines: [LINE_1200],
  });
  const schedule = await db
    .insert(forecastPayments)
    .values([
      { quotationId: q2.quotationId, date: "2026-04-01", amountCents: toCents(200_000) },
      { quotationId: q2.quotationId, date: "2026-05-01", amountCents: toCents(200_000) },
      { quotationId: q2.quotationId, date: "2026-06-01", amountCents: toCents(100_000) },
    ])
    .returning({ id: forecastPayments.id });
  const q3 = await insertAcceptedQuotation(db, { issuerId: c, clientName: "Client Gamma" });
  const i3 = await insertInvoice(db, {
    issuerId: c,
    companyId: q3.companyId,
    quotationIds: [q3.quotationId],
    state: "STATE_VALIDATED",
    reference: "FA-T-2026-0003",
    eligibleAt: "2026-03-03",
    lines: [LINE_1200],
  });
  // I3 (TTC 1 200,00) is paid in full through the payments service: it leaves the forecast
  const compta = await t.caller("compta");
  await compta.invoicePayment.create({
    invoiceId: i3,
    amount: "1200",
    paymentType: "TYPE_SOLD",
    paymentMode: "MODE_BANK_TRANSFER",
    paidAt: "2026-03-09",
  });
  const order = await insertPurchaseOrder(t, { issuerId: b, supplierName: "Papeterie Martin" });
  const { supplierInvoiceId } = await insertSupplierInvoice(t, { supplierId: order.supplierId });
  await db
    .update(supplierInvoices)
    .set({ paymentAt: "2026-03-25" })
    .where(eq(supplierInvoices.id, supplierInvoiceId));
  await db
    .insert(supplierInvoicePurchaseOrders)
    .values({ supplierInvoiceId, purchaseOrderId: order.purchaseOrderId });
  return {
    a,
    b,
    c,
    rent,
    salaries,
    rentMarch,
    manual,
    i1,
    i2,
    i3,
    schedule,
    supplierInvoiceId,
    q2: q2.quotationId,
  };
}
