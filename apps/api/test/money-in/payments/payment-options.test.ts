import { toCents, toParisDate } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoicePaymentModule } from "../../../src/modules/money-in/invoice-payments";
import { insertAcceptedQuotation } from "../../billing/invoicing-fixtures";
import { createTestApp, type TestApp } from "../../helpers";
import { insertPayment } from "../money-in-fixtures";
import { insertForecast, insertPayableInvoice, insertValidatedCredit } from "./payment-helpers";

let t: TestApp;
let issuer: number;
let otherIssuer: number;
const NOW = new Date("2026-11-24T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ modules: [invoicePaymentModule], now: () => NOW });
  issuer = t.demo.companyIds[0] ?? 0;
  otherIssuer = t.demo.companyIds[1] ?? 0;
}, 60_000);
afterAll(() => t.close());

const FOUR_MODES = ["MODE_CREDIT_CARD", "MODE_MONEY", "MODE_CHECK", "MODE_BANK_TRANSFER"];

describe("what the payment modal offers", () => {
  it("without a usable credit: four modes, both types, today in Paris, no schedule", async () => {
    const compta = await t.caller("compta");
    const { invoiceId } = await insertPayableInvoice(t.handle.db, issuer);
    const options = await compta.invoicePayment.options({ invoiceId });
    expect(options).toEqual({
      invoiceId,
      amountLeftCents: toCents(120_000),
      canPay: true,
      modes: [
        { value: "MODE_CREDIT_CARD", label: "CB" },
        { value: "MODE_MONEY", label: "Espèce" },
        { value: "MODE_CHECK", label: "Chèque" },
        { value: "MODE_BANK_TRANSFER", label: "Virement bancaire" },
      ],
      types: [
        { value: "TYPE_ADVANCE", label: "Acompte" },
        { value: "TYPE_SOLD", label: "Solde" },
      ],
      credits: [],
      forecastPayments: [],
      forecastRequired: false,
      today: toParisDate(NOW),
    });
  });

  it("'Avoir' with the validated or partly used credits of the same issuer and client that have something left", async () => {
    const compta = await t.caller("compta");
    const invoice = await insertPayableInvoice(t.handle.db, issuer);
    const sameQuotation = { quotationId: invoice.quotationId, companyId: invoice.companyId };
    const client = { issuerId: issuer, companyId: invoice.companyId };
    const whole = await insertValidatedCredit(t.handle.db, { ...client, htCents: toCents(10_000) }); // 120,00 TTC
    const partly = await insertValidatedCredit(t.handle.db, { ...client, htCents: toCents(20_000) }); // 240,00 TTC
    const spent = await insertValidatedCredit(t.handle.db, { ...client, htCents: toCents(5_000) }); // 60,00 TTC
    const other = await insertPayableInvoice(t.handle.db, issuer, { quotation: sameQuotation });
    await insertPayment(t.handle.db, {
      invoiceId: other.invoiceId,
      amountCents: toCents(4_000),
      creditId: partly,
    });
    await insertPayment(t.handle.db, {
      invoiceId: other.invoiceId,
      amountCents: toCents(6_000),
      creditId: spent,
    });
    await insertValidatedCredit(t.handle.db, {
      ...client,
      htCents: toCents(10_000),
      state: "CREDIT_STATE_CREATED",
    });
    await insertValidatedCredit(t.handle.db, {
      issuerId: otherIssuer,
      companyId: invoice.companyId,
      htCents: toCents(10_000),
    });
    const stranger = await insertAcceptedQuotation(t.handle.db, { issuerId: issuer });
    await insertValidatedCredit(t.handle.db, {
      issuerId: issuer,
      companyId: stranger.companyId,
      htCents: toCents(10_000),
    });

    const options = await compta.invoicePayment.options({ invoiceId: invoice.invoiceId });
    expect(options.modes.map((mode) => mode.value)).toEqual([...FOUR_MODES, "MODE_CREDIT"]);
    expect(options.modes.at(-1)).toEqual({ value: "MODE_CREDIT", label: "Avoir" });
    // 120,00 untouched; 240,00 − 40,00 = 200,00; the 60,00 one is spent
    expect(options.credits).toEqual([
      { id: whole, reference: expect.stringMatching(/^AV-PAY-/), amountLeftCents: toCents(12_000) },
      { id: partly, reference: expect.stringMatching(/^AV-PAY-/), amountLeftCents: toCents(20_000) },
    ]);

    // Editing the payment that spent the 60,00 credit: its own credit counts the 60,00 back
    const [spentPayment] = await compta.invoicePayment.byCredit({ creditId: spent });
    const editing = await compta.invoicePayment.options({
      invoiceId: other.invoiceId,
      paymentId: spentPayment?.id ?? 0,
    });
    expect(editing.credits.map((credit) => [credit.id, credit.amountLeftCents])).toEqual([
      [whole, 12_000],
      [partly, 20_000],
      [spent, 6_000],
    ]);
    await expect(
      compta.invoicePayment.options({ invoiceId: invoice.invoiceId, paymentId: spentPayment?.id ?? 0 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "Ce paiement est introuvable" });
  });

  it("the schedule of the invoice's quotation, with what is matched", async () => {
    const compta = await t.caller("compta");
    const quotation = await insertAcceptedQuotation(t.handle.db, {
      issuerId: issuer,
      reference: "DE-PAY-2026-00042",
    });
    const invoice = await insertPayableInvoice(t.handle.db, issuer, { quotation });
    const first = await insertForecast(t.handle.db, quotation.quotationId, "2026-12-01", toCents(60_000));
    const second = await insertForecast(t.handle.db, quotation.quotationId, "2027-01-01", toCents(60_000));
    const paid = await compta.invoicePayment.create({
      invoiceId: invoice.invoiceId,
      amount: "600",
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_CHECK",
      forecastPaymentId: first,
    });
    const options = await compta.invoicePayment.options({ invoiceId: invoice.invoiceId });
    expect(options.forecastPayments).toEqual([
      {
        id: first,
        quotationReference: "DE-PAY-2026-00042",
        date: "2026-12-01",
        amountCents: toCents(60_000),
        matched: true,
      },
      {
        id: second,
        quotationReference: "DE-PAY-2026-00042",
        date: "2027-01-01",
        amountCents: toCents(60_000),
        matched: false,
      },
    ]);
    expect(options.forecastRequired).toBe(true);
    const editing = await compta.invoicePayment.options({ invoiceId: invoice.invoiceId, paymentId: paid.id });
    expect(editing.forecastPayments.map((forecast) => forecast.matched)).toEqual([false, false]);
  });

  it("canPay: accounting or super admin, on a numbered invoice not paid", async () => {
    const { invoiceId } = await insertPayableInvoice(t.handle.db, issuer);
    const draft = await insertPayableInvoice(t.handle.db, issuer, { state: "STATE_CREATED" });
    const paid = await insertPayableInvoice(t.handle.db, issuer);
    const paymentId = await insertPayment(t.handle.db, {
      invoiceId: paid.invoiceId,
      amountCents: toCents(120_000),
    });
    const canPay = async (who: "compta" | "admin" | "user", id: number, payment?: number) =>
      (await (await t.caller(who)).invoicePayment.options({ invoiceId: id, paymentId: payment })).canPay;
    expect(await canPay("compta", invoiceId)).toBe(true);
    expect(await canPay("admin", invoiceId)).toBe(true);
    expect(await canPay("user", invoiceId)).toBe(false);
    expect(await canPay("compta", draft.invoiceId)).toBe(false);
    expect(await canPay("compta", paid.invoiceId)).toBe(false);
    // Its payments may still be changed (a lowered one sends it back)
    expect(await canPay("compta", paid.invoiceId, paymentId)).toBe(true);
    expect(await canPay("user", paid.invoiceId, paymentId)).toBe(false);
    await expect(
      (await t.caller("compta")).invoicePayment.options({ invoiceId: 99_999_999 }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("byInvoice, byCredit and get answer PaymentViews; 404 for an unknown invoice or credit", async () => {
    const compta = await t.caller("compta");
    const invoice = await insertPayableInvoice(t.handle.db, issuer);
    const creditId = await insertValidatedCredit(t.handle.db, {
      issuerId: issuer,
      companyId: invoice.companyId,
      htCents: toCents(10_000),
    });
    const later = await compta.invoicePayment.create({
      invoiceId: invoice.invoiceId,
      amount: "100",
      paymentType: "TYPE_SOLD",
      paymentMode: "MODE_CREDIT",
      creditId,
      paidAt: "2026-11-22",
    });
    const earlier = await compta.invoicePayment.create({
      invoiceId: invoice.invoiceId,
      amount: "50",
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_MONEY",
      paidAt: "2026-11-02",
    });
    const list = await compta.invoicePayment.byInvoice({ invoiceId: invoice.invoiceId });
    expect(list.map((payment) => [payment.id, payment.paidAt])).toEqual([
      [earlier.id, "2026-11-02"],
      [later.id, "2026-11-22"],
    ]);
    expect(list[1]).toEqual({
      id: later.id,
      invoiceId: invoice.invoiceId,
      invoiceReference: invoice.reference,
      amountCents: toCents(10_000),
      paymentType: "TYPE_SOLD",
      paymentTypeLabel: "Solde",
      paymentMode: "MODE_CREDIT",
      paymentModeLabel: "Avoir",
      comment: "",
      paidAt: "2026-11-22",
      credit: { id: creditId, reference: expect.stringMatching(/^AV-PAY-/) },
      forecastPayment: null,
      createdBy: { id: t.demo.userIds.compta, fullname: expect.any(String) },
    });
    expect(await compta.invoicePayment.get({ id: later.id })).toEqual(list[1]);
    expect((await compta.invoicePayment.byCredit({ creditId })).map((payment) => payment.id)).toEqual([
      later.id,
    ]);
    await expect(compta.invoicePayment.byInvoice({ invoiceId: 99_999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Cette facture est introuvable",
    });
    await expect(compta.invoicePayment.byCredit({ creditId: 99_999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Cet avoir est introuvable",
    });
  });
});
