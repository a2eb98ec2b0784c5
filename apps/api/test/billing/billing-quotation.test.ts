import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotationBillingModule } from "../../src/modules/billing/quotation-billing";
import { createTestApp, type TestApp } from "../helpers";
import { invoiceCount, quotationState, readInvoice } from "./billing-helpers";
import { insertAcceptedQuotation, SAMPLE_TTC_CENTS } from "./invoicing-fixtures";

let t: TestApp;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [quotationBillingModule] });
  issuerId = t.demo.companyIds[0] as number;
});
afterAll(() => t.close());

describe("quotationBilling: deposit, partial, balance", () => {
  it("bills a 30 % deposit, a partial by amount, then the balance to the cent", async () => {
    const db = t.handle.db;
    const user = await t.caller("user");
    const q = await insertAcceptedQuotation(db, { issuerId, reference: "DE-BILL-2026-00001" });
    expect(await user.quotationBilling.summary({ quotationId: q.quotationId })).toMatchObject({
      totalTtcCents: SAMPLE_TTC_CENTS,
      billedCents: toCents(0),
      leftCents: SAMPLE_TTC_CENTS,
      state: "QUOTATION_STATE_ACCEPTED",
      actions: { deposit: true, partial: true, balance: true },
    });

    // 30 % of 3 773,75 = 1 132,125 → 1 132,13; split by hand: 20 % → 720,00 HT + 144,00 VAT,
    // 10 % → 243,75 HT + 24,38 VAT (268,13).
    expect(await user.quotationBilling.preview({ quotationId: q.quotationId, percent: "30" })).toEqual({
      percent: 30,
      amountCents: toCents(113_213),
    });
    const { invoiceId: depositId } = await user.quotationBilling.bill({
      quotationId: q.quotationId,
      type: "TYPE_ADVANCE",
      percent: 30,
    });
    const deposit = await readInvoice(db, depositId);
    expect(deposit).toMatchObject({
      type: "TYPE_ADVANCE",
      state: "STATE_CREATED",
      reference: null,
      triangleCompanyId: issuerId,
      companyId: q.companyId,
      title: "Séminaire",
      invoiceHeadName: q.clientName,
      totalHtCents: toCents(96_375),
      totalTvaCents: toCents(16_838),
      totalTtcCents: toCents(113_213),
      amountLeftCents: toCents(113_213),
      advancePercent: "30.00",
      advanceAmountCents: toCents(113_213),
      paymentMode: 30,
    });
    expect(deposit.lines.map((line) => [line.name, line.unitPriceCents, line.vatRate])).toEqual([
      ["Acompte de 30\u00a0% sur le devis DE-BILL-2026-00001 (TVA 10\u00a0%)", 24_375, "10.00"],
      ["Acompte de 30\u00a0% sur le devis DE-BILL-2026-00001 (TVA 20\u00a0%)", 72_000, "20.00"],
    ]);
    expect(deposit.links).toEqual([
      { invoiceId: depositId, quotationId: q.quotationId, amountCents: toCents(113_213) },
    ]);
    expect(await quotationState(db, q.quotationId)).toBe("QUOTATION_STATE_BILLED");

    // A partial invoice of 500,00: 500,00 / 3 773,75 = 13,249… % → 13,25 %.
    expect(
      await user.quotationBilling.preview({ quotationId: q.quotationId, amountCents: toCents(50_000) }),
    ).toEqual({
      percent: 13.25,
      amountCents: toCents(50_000),
    });
    const { invoiceId: partialId } = await user.quotationBilling.bill({
      quotationId: q.quotationId,
      type: "TYPE_MONTHLY",
      amountCents: toCents(50_000),
    });
    expect(await readInvoice(db, partialId)).toMatchObject({
      type: "TYPE_MONTHLY",
      totalTtcCents: toCents(50_000),
      advancePercent: "13.25",
    });

    // Balance: 3 773,75 − 1 132,13 − 500,00 = 2 141,62; the quotation's lines, both invoices deducted.
    const { invoiceId: balanceId } = await user.quotationBilling.bill({
      quotationId: q.quotationId,
      type: "TYPE_SOLD",
    });
    const balance = await readInvoice(db, balanceId);
    expect(balance.totalTtcCents).toBe(214_162);
    expect(balance.lines.map((line) => [line.name, line.quantity, line.unitPriceCents])).toEqual([
      ["Animation", "2.000", 120_000],
      ["Repas", "25.000", 3_250],
    ]);
    expect(balance.deducted.sort()).toEqual([depositId, partialId].sort());
    expect(await quotationState(db, q.quotationId)).toBe("QUOTATION_STATE_IN_BILLED");
    expect(await user.quotationBilling.summary({ quotationId: q.quotationId })).toMatchObject({
      billedCents: SAMPLE_TTC_CENTS,
      leftCents: toCents(0),
      actions: { deposit: false, partial: false, balance: false },
    });
  });

  it("bills the balance after a 30 % deposit: 2 641,62", async () => {
    const db = t.handle.db;
    const user = await t.caller("chef");
    const q = await insertAcceptedQuotation(db, { issuerId });
    await user.quotationBilling.bill({ quotationId: q.quotationId, type: "TYPE_ADVANCE", percent: "30" });
    const { invoiceId } = await user.quotationBilling.bill({ quotationId: q.quotationId, type: "TYPE_SOLD" });
    const balance = await readInvoice(db, invoiceId);
    // 3 773,75 − 1 132,13 = 2 641,62; per rate 20 %: 2 880,00 − 864,00, 10 %: 893,75 − 268,13.
    expect(balance.totalTtcCents).toBe(264_162);
    expect(balance.detailTva).toEqual([
      { rate: 10, base: 56_875, tva: 5_687 },
      { rate: 20, base: 168_000, tva: 33_600 },
    ]);
  });
});

describe("quotationBilling refusals: a French message, nothing written", () => {
  const refused = async (call: () => Promise<unknown>, code: string, message: string | RegExp) => {
    const before = await invoiceCount(t.handle.db);
    await expect(call()).rejects.toMatchObject({ code, message: expect.stringMatching(message) });
    expect(await invoiceCount(t.handle.db)).toBe(before);
  };

  it("refuses 0 %, 130 %, more than is left, nothing typed and an unknown quotation", async () => {
    const user = await t.caller("user");
    const q = await insertAcceptedQuotation(t.handle.db, { issuerId });
    const bill = (extra: object) =>
      user.quotationBilling.bill({ quotationId: q.quotationId, type: "TYPE_ADVANCE", ...extra });
    await refused(
      () => bill({ percent: 0 }),
      "BAD_REQUEST",
      /^Le montant à facturer doit être supérieur à zéro$/,
    );
    await refused(
      () => bill({ percent: "130" }),
      "BAD_REQUEST",
      /^Le pourcentage doit être compris entre 0 et 100$/,
    );
    await refused(() => bill({}), "BAD_REQUEST", /^Saisissez le pourcentage ou le montant à facturer$/);
    await refused(
      () => bill({ amountCents: SAMPLE_TTC_CENTS + 1 }),
      "UNPROCESSABLE_CONTENT",
      /^Le montant à facturer \(3\s773,76\s€\) dépasse le reste à facturer du devis \(3\s773,75\s€\)$/,
    );
    await refused(
      () => user.quotationBilling.bill({ quotationId: 2_000_000_000, type: "TYPE_SOLD" }),
      "NOT_FOUND",
      /^Ce devis est introuvable$/,
    );
    await user.quotationBilling.bill({ quotationId: q.quotationId, type: "TYPE_ADVANCE", percent: 90 });
    // 90 % → 3 396,38 billed; 20 % more (754,75) passes the 377,37 left.
    await refused(
      () => bill({ percent: 20 }),
      "UNPROCESSABLE_CONTENT",
      /dépasse le reste à facturer du devis \(377,37\s€\)/,
    );
  });

  it("refuses a button the quotation's state does not offer", async () => {
    const user = await t.caller("user");
    const q = await insertAcceptedQuotation(t.handle.db, { issuerId });
    await user.quotationBilling.bill({ quotationId: q.quotationId, type: "TYPE_SOLD" });
    await refused(
      () => user.quotationBilling.bill({ quotationId: q.quotationId, type: "TYPE_MONTHLY", percent: 10 }),
      "UNPROCESSABLE_CONTENT",
      /^Une facture partielle ne peut pas être créée sur un devis/,
    );
  });

  it("never passes the TTC with two bills at once: exactly one is refused", async () => {
    const db = t.handle.db;
    const [a, b] = [await t.caller("user"), await t.caller("compta")];
    const q = await insertAcceptedQuotation(db, { issuerId });
    // 60 % + 60 % of 3 773,75 passes it: the second to take the lock reads 2 264,25 billed.
    const results = await Promise.allSettled([
      a.quotationBilling.bill({ quotationId: q.quotationId, type: "TYPE_ADVANCE", percent: 60 }),
      b.quotationBilling.bill({ quotationId: q.quotationId, type: "TYPE_MONTHLY", percent: 60 }),
    ]);
    const rejected = results.filter((result) => result.status === "rejected");
    expect(rejected).toHaveLength(1);
    expect(String((rejected[0] as PromiseRejectedResult).reason.message)).toMatch(
      /dépasse le reste à facturer du devis \(1\s509,50\s€\)/,
    );
    const summary = await a.quotationBilling.summary({ quotationId: q.quotationId });
    expect(summary.billedCents).toBe(226_425);
    expect(summary.billedCents).toBeLessThanOrEqual(SAMPLE_TTC_CENTS);
  });
});
