import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoicePaymentModule } from "../../../src/modules/money-in/invoice-payments";
import { insertAcceptedQuotation } from "../../billing/invoicing-fixtures";
import { createTestApp, type TestApp } from "../../helpers";
import {
  creditState,
  insertPayableInvoice,
  insertValidatedCredit,
  invoiceState,
  quotationState,
  stateChanges,
} from "./payment-helpers";

let t: TestApp;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [invoicePaymentModule] });
  issuer = t.demo.companyIds[0] ?? 0;
}, 60_000);
afterAll(() => t.close());

describe("the totals a payment keeps true", () => {
  it("an invoice of 1 200,00: 500,00 by transfer leaves 700,00; the 700,00 rest pays it; removing it sends it back", async () => {
    const compta = await t.caller("compta");
    const { invoiceId, reference } = await insertPayableInvoice(t.handle.db, issuer);
    const first = await compta.invoicePayment.create({
      invoiceId,
      amount: "500,00",
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_BANK_TRANSFER",
      paidAt: "2026-11-20",
      comment: "  Virement reçu  ",
    });
    expect(first).toMatchObject({
      invoiceId,
      invoiceReference: reference,
      amountCents: toCents(50_000),
      paymentTypeLabel: "Acompte",
      paymentModeLabel: "Virement bancaire",
      comment: "Virement reçu",
      paidAt: "2026-11-20",
      credit: null,
      forecastPayment: null,
      createdBy: { fullname: expect.any(String) },
    });
    // 1 200,00 − 500,00 = 700,00
    expect(await invoiceState(t.handle.db, invoiceId)).toEqual({
      amountLeftCents: toCents(70_000),
      state: "STATE_VALIDATED",
      paidAt: null,
    });

    const rest = await compta.invoicePayment.create({
      invoiceId,
      amount: 700,
      paymentType: "TYPE_SOLD",
      paymentMode: "MODE_CHECK",
      paidAt: "2026-11-25",
    });
    // 700,00 − 700,00 = 0: paid on the latest payment's date
    expect(await invoiceState(t.handle.db, invoiceId)).toEqual({
      amountLeftCents: toCents(0),
      state: "STATE_PAID",
      paidAt: "2026-11-25",
    });

    await compta.invoicePayment.delete({ id: rest.id });
    expect(await invoiceState(t.handle.db, invoiceId)).toEqual({
      amountLeftCents: toCents(70_000),
      state: "STATE_SEND",
      paidAt: null,
    });
    expect(await stateChanges(t.handle.db, "invoice", invoiceId)).toEqual([
      ["STATE_VALIDATED", "STATE_PAID"],
      ["STATE_PAID", "STATE_SEND"],
    ]);
    expect((await compta.invoicePayment.byInvoice({ invoiceId })).map((p) => p.id)).toEqual([first.id]);
  });

  it("an edit takes back its old amount: 500,00 may become 1 200,00, not 1 200,01; lowering a paid invoice's payment sends it back", async () => {
    const admin = await t.caller("admin");
    const { invoiceId } = await insertPayableInvoice(t.handle.db, issuer);
    const payment = await admin.invoicePayment.create({
      invoiceId,
      amount: "500",
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_CREDIT_CARD",
      paidAt: "2026-11-20",
    });
    // 700,00 left + the payment's own 500,00 = 1 200,00 at most
    await expect(admin.invoicePayment.update({ id: payment.id, amount: "1 200,01" })).rejects.toThrow(
      "Le montant saisi (1\u202f200,01\u00a0€) dépasse le reste à régler (1\u202f200,00\u00a0€)",
    );
    const whole = await admin.invoicePayment.update({
      id: payment.id,
      amount: "1 200,00",
      paidAt: "2026-11-21",
    });
    expect(whole).toMatchObject({
      amountCents: toCents(120_000),
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_CREDIT_CARD",
    });
    expect(await invoiceState(t.handle.db, invoiceId)).toEqual({
      amountLeftCents: toCents(0),
      state: "STATE_PAID",
      paidAt: "2026-11-21",
    });
    // 1 200,00 − 1 000,00 = 200,00 left again
    await admin.invoicePayment.update({ id: payment.id, amount: 1000, paymentMode: "MODE_MONEY" });
    expect(await invoiceState(t.handle.db, invoiceId)).toEqual({
      amountLeftCents: toCents(20_000),
      state: "STATE_SEND",
      paidAt: null,
    });
    expect(await admin.invoicePayment.get({ id: payment.id })).toMatchObject({
      amountCents: toCents(100_000),
      paymentModeLabel: "Espèce",
      paidAt: "2026-11-21",
    });
  });

  it("a credit of 600,00 spent on two invoices of the client: partly used, used, then given back", async () => {
    const compta = await t.caller("compta");
    const a = await insertPayableInvoice(t.handle.db, issuer);
    const b = await insertPayableInvoice(t.handle.db, issuer, {
      quotation: { quotationId: a.quotationId, companyId: a.companyId },
    });
    // 500,00 HT + 100,00 VAT = 600,00 TTC
    const creditId = await insertValidatedCredit(t.handle.db, {
      issuerId: issuer,
      companyId: a.companyId,
      htCents: toCents(50_000),
    });
    const onA = await compta.invoicePayment.create({
      invoiceId: a.invoiceId,
      amount: "400,00",
      paymentType: "TYPE_SOLD",
      paymentMode: "MODE_CREDIT",
      creditId,
    });
    expect(onA.credit).toMatchObject({ id: creditId, reference: expect.stringMatching(/^AV-PAY-2026-/) });
    // 600,00 − 400,00 = 200,00 left on the credit; 1 200,00 − 400,00 = 800,00 on invoice A
    expect(await creditState(t.handle.db, creditId)).toEqual({
      amountLeftCents: toCents(20_000),
      state: "CREDIT_STATE_PARTIALY_USED",
    });
    expect((await invoiceState(t.handle.db, a.invoiceId))?.amountLeftCents).toBe(80_000);

    const onB = await compta.invoicePayment.create({
      invoiceId: b.invoiceId,
      amount: "200,00",
      paymentType: "TYPE_SOLD",
      paymentMode: "MODE_CREDIT",
      creditId,
    });
    // 200,00 − 200,00 = 0: used
    expect(await creditState(t.handle.db, creditId)).toEqual({
      amountLeftCents: toCents(0),
      state: "CREDIT_STATE_USED",
    });
    expect(
      (await compta.invoicePayment.byCredit({ creditId })).map((p) => [p.invoiceId, p.amountCents]),
    ).toEqual([
      [a.invoiceId, 40_000],
      [b.invoiceId, 20_000],
    ]);

    // B's payment lowered to 150,00: 600,00 − 400,00 − 150,00 = 50,00 left
    await compta.invoicePayment.update({ id: onB.id, amount: "150" });
    expect(await creditState(t.handle.db, creditId)).toEqual({
      amountLeftCents: toCents(5_000),
      state: "CREDIT_STATE_PARTIALY_USED",
    });
    // A's payment paid by card instead: the credit gets its 400,00 back (450,00), invoice A still owes 800,00
    const byCard = await compta.invoicePayment.update({ id: onA.id, paymentMode: "MODE_CREDIT_CARD" });
    expect(byCard.credit).toBeNull();
    expect(await creditState(t.handle.db, creditId)).toEqual({
      amountLeftCents: toCents(45_000),
      state: "CREDIT_STATE_PARTIALY_USED",
    });
    expect((await invoiceState(t.handle.db, a.invoiceId))?.amountLeftCents).toBe(80_000);

    await compta.invoicePayment.delete({ id: onB.id });
    expect(await creditState(t.handle.db, creditId)).toEqual({
      amountLeftCents: toCents(60_000),
      state: "CREDIT_STATE_VALIDATED",
    });
    expect(await stateChanges(t.handle.db, "credit", creditId)).toEqual([
      ["CREDIT_STATE_VALIDATED", "CREDIT_STATE_PARTIALY_USED"],
      ["CREDIT_STATE_PARTIALY_USED", "CREDIT_STATE_USED"],
      ["CREDIT_STATE_USED", "CREDIT_STATE_PARTIALY_USED"],
      ["CREDIT_STATE_PARTIALY_USED", "CREDIT_STATE_VALIDATED"],
    ]);
  });

  it("a payment moved from one credit to another gives back to the first and draws on the second", async () => {
    const compta = await t.caller("compta");
    const invoice = await insertPayableInvoice(t.handle.db, issuer);
    const first = await insertValidatedCredit(t.handle.db, {
      issuerId: issuer,
      companyId: invoice.companyId,
      htCents: toCents(10_000),
    });
    const second = await insertValidatedCredit(t.handle.db, {
      issuerId: issuer,
      companyId: invoice.companyId,
      htCents: toCents(20_000),
    });
    // 100,00 HT → 120,00 TTC, all of it drawn
    const payment = await compta.invoicePayment.create({
      invoiceId: invoice.invoiceId,
      amount: "120,00",
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_CREDIT",
      creditId: first,
    });
    expect(await creditState(t.handle.db, first)).toEqual({
      amountLeftCents: toCents(0),
      state: "CREDIT_STATE_USED",
    });
    await compta.invoicePayment.update({ id: payment.id, creditId: second });
    expect(await creditState(t.handle.db, first)).toEqual({
      amountLeftCents: toCents(12_000),
      state: "CREDIT_STATE_VALIDATED",
    });
    // 200,00 HT → 240,00 TTC; 240,00 − 120,00 = 120,00
    expect(await creditState(t.handle.db, second)).toEqual({
      amountLeftCents: toCents(12_000),
      state: "CREDIT_STATE_PARTIALY_USED",
    });
  });

  it("the quotation is PAID once everything billed is collected, and back when a payment goes", async () => {
    const compta = await t.caller("compta");
    // The sample quotation: TTC 3 773,75
    const quotation = await insertAcceptedQuotation(t.handle.db, { issuerId: issuer });
    const a = await insertPayableInvoice(t.handle.db, issuer, { quotation });
    // 2 144,79 HT at 20 %: VAT 428,958 → 428,96, TTC 2 573,75; 1 200,00 + 2 573,75 = 3 773,75, all billed
    const b = await insertPayableInvoice(t.handle.db, issuer, {
      quotation,
      lines: [{ name: "Solde", quantity: "1", unitPriceCents: toCents(214_479), vatRate: "20" }],
    });
    expect(await quotationState(t.handle.db, quotation.quotationId)).toBe("QUOTATION_STATE_IN_BILLED");
    await compta.invoicePayment.create({
      invoiceId: a.invoiceId,
      amount: "1 200,00",
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_BANK_TRANSFER",
    });
    expect(await quotationState(t.handle.db, quotation.quotationId)).toBe("QUOTATION_STATE_IN_BILLED");
    const balance = await compta.invoicePayment.create({
      invoiceId: b.invoiceId,
      amount: "2 573,75",
      paymentType: "TYPE_SOLD",
      paymentMode: "MODE_BANK_TRANSFER",
    });
    expect(await quotationState(t.handle.db, quotation.quotationId)).toBe("QUOTATION_STATE_PAID");
    await compta.invoicePayment.delete({ id: balance.id });
    expect(await quotationState(t.handle.db, quotation.quotationId)).toBe("QUOTATION_STATE_IN_BILLED");
    expect(await stateChanges(t.handle.db, "quotation", quotation.quotationId)).toContainEqual([
      "QUOTATION_STATE_PAID",
      "QUOTATION_STATE_IN_BILLED",
    ]);
  });

  it("the payment's date is today in Paris when none is given", async () => {
    const now = new Date("2026-12-31T23:30:00Z"); // 00:30 on 1 January 2027 in Paris
    const local = await createTestApp({ modules: [invoicePaymentModule], now: () => now });
    try {
      const compta = await local.caller("compta");
      const { invoiceId } = await insertPayableInvoice(local.handle.db, local.demo.companyIds[0] ?? 0);
      const payment = await compta.invoicePayment.create({
        invoiceId,
        amount: "10",
        paymentType: "TYPE_ADVANCE",
        paymentMode: "MODE_MONEY",
      });
      expect(payment.paidAt).toBe("2027-01-01");
    } finally {
      await local.close();
    }
  });
});
