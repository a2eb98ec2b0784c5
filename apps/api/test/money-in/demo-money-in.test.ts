import {
  credits,
  invoicePayments,
  invoiceQuotations,
  invoices,
  leads,
  quotations,
  recommendations,
} from "@tronc/db";
import { daysBetween, PAYMENT_MODE_LABELS, toCents, toParisDate } from "@tronc/domain";
import { asc, eq, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceListModule } from "../../src/modules/billing/invoice-list";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [invoiceListModule] });
});
afterAll(() => t.close());

const readInvoices = () =>
  t.handle.db
    .select({
      id: invoices.id,
      reference: invoices.reference,
      state: invoices.state,
      triangleCompanyId: invoices.triangleCompanyId,
      companyId: invoices.companyId,
      totalTtcCents: invoices.totalTtcCents,
      amountLeftCents: invoices.amountLeftCents,
      paidAt: invoices.paidAt,
      eligibleAt: invoices.eligibleAt,
    })
    .from(invoices)
    .orderBy(asc(invoices.id));

const readPayments = () => t.handle.db.select().from(invoicePayments).orderBy(asc(invoicePayments.id));

/** The day the demo was seeded: the invoicing seeder dates its invoices on it (the latest invoice date). */
async function seedDay(): Promise<string> {
  const [row] = await t.handle.db.select({ day: max(invoices.invoiceDate) }).from(invoices);
  if (!row?.day) throw new Error("no demo invoice");
  return row.day;
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe("the demo's money in", () => {
  it("holds a payment of each mode: CB, Espèce, Chèque, Virement bancaire and Avoir", async () => {
    const modes = new Set((await readPayments()).map((payment) => payment.paymentMode));
    expect(modes).toEqual(new Set(Object.keys(PAYMENT_MODE_LABELS)));
  });

  it("spends a validated credit note partly on two invoices of its client and issuer", async () => {
    const year = (await seedDay()).slice(0, 4);
    const [credit, ...others] = await t.handle.db.select().from(credits);
    expect(others).toHaveLength(0);
    expect(credit).toMatchObject({ reference: `AV-TFO-${year}-00001`, state: "CREDIT_STATE_PARTIALY_USED" });
    if (!credit) return;
    const drawn = (await readPayments()).filter((payment) => payment.creditId === credit.id);
    expect(drawn.map((payment) => payment.paymentMode)).toEqual(["MODE_CREDIT", "MODE_CREDIT"]);
    const paidInvoices = (await readInvoices()).filter((invoice) =>
      drawn.some((payment) => payment.invoiceId === invoice.id),
    );
    expect(paidInvoices).toHaveLength(2);
    for (const invoice of paidInvoices) {
      expect(invoice).toMatchObject({
        triangleCompanyId: credit.triangleCompanyId,
        companyId: credit.companyId,
      });
    }
    // 250,00 HT + 20 % = 300,00 TTC; 100,00 on the first invoice and 150,00 on the second: 50,00 left.
    expect(credit.totalTtcCents).toBe(30_000);
    expect(drawn.map((payment) => payment.amountCents)).toEqual([10_000, 15_000]);
    expect(credit.amountLeftCents).toBe(30_000 - 10_000 - 15_000);
    expect(credit.amountLeftCents).toBe(
      credit.totalTtcCents - sum(drawn.map((payment) => payment.amountCents)),
    );
  });

  it("leaves an invoice paid ('Réglée le'), dated by its latest payment", async () => {
    const day = await seedDay();
    const paid = (await readInvoices()).filter((invoice) => invoice.state === "STATE_PAID");
    expect(paid).toHaveLength(1);
    const [invoice] = paid;
    const payments = (await readPayments()).filter((payment) => payment.invoiceId === invoice?.id);
    // FA-TFO-…-00001: 1 132,13 TTC = 100,00 by credit note + 1 032,13 by transfer.
    expect(invoice).toMatchObject({
      reference: `FA-TFO-${day.slice(0, 4)}-00001`,
      totalTtcCents: toCents(113_213),
      amountLeftCents: toCents(0),
    });
    expect(payments.map((payment) => [payment.paymentMode, payment.amountCents])).toEqual([
      ["MODE_CREDIT", 10_000],
      ["MODE_BANK_TRANSFER", 103_213],
    ]);
    expect(invoice?.paidAt).toBe(
      payments
        .map((payment) => payment.paidAt)
        .sort()
        .at(-1),
    );
    expect(invoice?.paidAt).toBe(day);
  });

  it("leaves an invoice overdue: something left more than 21 days after its eligibility date", async () => {
    const day = await seedDay();
    const overdue = (await readInvoices()).filter(
      (invoice) =>
        invoice.amountLeftCents > 0 &&
        invoice.eligibleAt !== null &&
        daysBetween(invoice.eligibleAt, day) > 21,
    );
    expect(overdue).toHaveLength(1);
    const [invoice] = overdue;
    // Deposit of 30 % on 7 458,00 TTC = 2 237,40, dated 25 days before the seed and due on receipt;
    // 500,00 paid by card: 2 237,40 − 500,00 = 1 737,40 left.
    expect(invoice).toMatchObject({
      state: "STATE_SEND",
      totalTtcCents: toCents(223_740),
      amountLeftCents: toCents(173_740),
    });
    expect(invoice?.reference).toMatch(/^FA-TDI-\d{4}-00001$/);

    const user = await t.caller("user");
    const page = await user.invoiceList.search({ q: invoice?.reference ?? "" });
    expect(page.items.map((item) => [item.id, item.overdue])).toEqual([[invoice?.id, true]]);

    // Its story reads in order: the lead came in, then the proposal was won, then it was invoiced.
    const [story] = await t.handle.db
      .select({
        leadAt: leads.createdAt,
        wonAt: recommendations.acceptedAt,
        invoicedAt: invoices.invoiceDate,
      })
      .from(invoices)
      .innerJoin(invoiceQuotations, eq(invoiceQuotations.invoiceId, invoices.id))
      .innerJoin(quotations, eq(quotations.id, invoiceQuotations.quotationId))
      .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
      .innerJoin(leads, eq(leads.id, recommendations.leadId))
      .where(eq(invoices.id, invoice?.id ?? 0));
    const leadDay = toParisDate(story?.leadAt ?? new Date(0));
    const wonDay = story?.wonAt ?? "";
    expect(daysBetween(leadDay, wonDay)).toBeGreaterThan(0);
    expect(daysBetween(wonDay, story?.invoicedAt ?? "")).toBeGreaterThanOrEqual(0);
  });

  it("keeps every invoice's amount left at its TTC less its payments, whatever their mode", async () => {
    const payments = await readPayments();
    const rows = await readInvoices();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const invoice of rows) {
      const paid = payments.filter((payment) => payment.invoiceId === invoice.id).map((p) => p.amountCents);
      expect([invoice.id, invoice.amountLeftCents]).toEqual([invoice.id, invoice.totalTtcCents - sum(paid)]);
    }
  });
});
