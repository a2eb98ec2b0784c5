import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoicePaymentModule } from "../../../src/modules/money-in/invoice-payments";
import { insertAcceptedQuotation } from "../../billing/invoicing-fixtures";
import { createTestApp, type TestApp } from "../../helpers";
import { insertPayment } from "../money-in-fixtures";
import {
  creditState,
  forecastMatch,
  insertForecast,
  insertPayableInvoice,
  insertValidatedCredit,
  invoiceState,
  paymentRows,
} from "./payment-helpers";

let t: TestApp;
let issuer: number;
let otherIssuer: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [invoicePaymentModule] });
  issuer = t.demo.companyIds[0] ?? 0;
  otherIssuer = t.demo.companyIds[1] ?? 0;
}, 60_000);
afterAll(() => t.close());

const transfer = { paymentType: "TYPE_ADVANCE", paymentMode: "MODE_BANK_TRANSFER", paidAt: "2026-11-20" };

/** What a refusal must leave as it was: the invoice's payments and totals, and the credits'. */
async function snapshot(invoiceId: number, creditIds: number[] = []) {
  return {
    payments: await paymentRows(t.handle.db, invoiceId),
    invoice: await invoiceState(t.handle.db, invoiceId),
    credits: await Promise.all(creditIds.map((id) => creditState(t.handle.db, id))),
  };
}

describe("a payment refused writes nothing", () => {
  it("0, negative, unreadable, too precise or above what is left (1 200,00)", async () => {
    const compta = await t.caller("compta");
    const { invoiceId } = await insertPayableInvoice(t.handle.db, issuer);
    const before = await snapshot(invoiceId);
    const refusals: [unknown, string, string][] = [
      [0, "BAD_REQUEST", "Le montant du paiement doit être supérieur à zéro"],
      ["0,00", "BAD_REQUEST", "Le montant du paiement doit être supérieur à zéro"],
      [-50, "BAD_REQUEST", "Le montant du paiement doit être supérieur à zéro"],
      ["-50,00", "BAD_REQUEST", "Le montant du paiement doit être supérieur à zéro"],
      [undefined, "BAD_REQUEST", "Le montant du paiement est obligatoire"],
      ["cinq cents", "BAD_REQUEST", "Le montant du paiement « cinq cents » n'est pas un montant valide"],
      ["10,005", "BAD_REQUEST", "Le montant du paiement ne peut pas avoir plus de deux décimales"],
      [
        "1 200,01",
        "UNPROCESSABLE_CONTENT",
        "Le montant saisi (1\u202f200,01\u00a0€) dépasse le reste à régler (1\u202f200,00\u00a0€)",
      ],
    ];
    for (const [amount, code, message] of refusals) {
      await expect(
        compta.invoicePayment.create({ invoiceId, ...transfer, amount: amount as string }),
      ).rejects.toMatchObject({ code, message });
    }
    expect(await snapshot(invoiceId)).toEqual(before);
    expect(before.invoice).toMatchObject({ amountLeftCents: toCents(120_000), state: "STATE_VALIDATED" });
  });

  it("a date that is not one, an unknown type or mode, a missing type", async () => {
    const compta = await t.caller("compta");
    const { invoiceId } = await insertPayableInvoice(t.handle.db, issuer);
    const before = await snapshot(invoiceId);
    const cases: [Record<string, unknown>, string][] = [
      [{ paidAt: "2026-02-30" }, "La date du paiement « 30/02/2026 » n'est pas une date valide"],
      [{ paidAt: "hier" }, "La date du paiement « hier » n'est pas une date valide"],
      [
        { paymentType: "TYPE_MONTHLY" },
        "Le type de paiement « TYPE_MONTHLY » n'existe pas (Acompte ou Solde)",
      ],
      [{ paymentType: null }, "Le type de paiement est obligatoire"],
      [
        { paymentMode: "MODE_PAYPAL" },
        "Le mode de paiement « MODE_PAYPAL » n'existe pas (CB, Espèce, Chèque, Virement bancaire ou Avoir)",
      ],
      [{ paymentMode: "" }, "Le mode de paiement est obligatoire"],
    ];
    for (const [change, message] of cases) {
      await expect(
        compta.invoicePayment.create({ invoiceId, amount: "100", ...transfer, ...change }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST", message });
    }
    expect(await snapshot(invoiceId)).toEqual(before);
  });

  it("a draft invoice, a paid invoice, an unknown invoice", async () => {
    const compta = await t.caller("compta");
    const draft = await insertPayableInvoice(t.handle.db, issuer, { state: "STATE_CREATED" });
    await expect(
      compta.invoicePayment.create({ invoiceId: draft.invoiceId, amount: "100", ...transfer }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Cette facture n'a pas encore de numéro : validez-la d'abord",
    });
    expect(await paymentRows(t.handle.db, draft.invoiceId)).toEqual([]);

    const paid = await insertPayableInvoice(t.handle.db, issuer);
    await insertPayment(t.handle.db, {
      invoiceId: paid.invoiceId,
      amountCents: toCents(120_000),
      paidAt: "2026-11-20",
    });
    const before = await snapshot(paid.invoiceId);
    expect(before.invoice).toEqual({
      amountLeftCents: toCents(0),
      state: "STATE_PAID",
      paidAt: "2026-11-20",
    });
    await expect(
      compta.invoicePayment.create({ invoiceId: paid.invoiceId, amount: "0,01", ...transfer }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT", message: "Cette facture est déjà réglée" });
    expect(await snapshot(paid.invoiceId)).toEqual(before);

    await expect(
      compta.invoicePayment.create({ invoiceId: 99_999_999, amount: "1", ...transfer }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "Cette facture est introuvable" });
  });

  it("only accounting and super admins record, change or remove a payment", async () => {
    const user = await t.caller("user");
    const { invoiceId } = await insertPayableInvoice(t.handle.db, issuer);
    const paymentId = await insertPayment(t.handle.db, { invoiceId, amountCents: toCents(10_000) });
    const before = await snapshot(invoiceId);
    const forbidden = {
      code: "FORBIDDEN",
      message: "Seule la comptabilité peut enregistrer, modifier ou supprimer un paiement",
    };
    await expect(user.invoicePayment.create({ invoiceId, amount: "100", ...transfer })).rejects.toMatchObject(
      forbidden,
    );
    await expect(user.invoicePayment.update({ id: paymentId, amount: "50" })).rejects.toMatchObject(
      forbidden,
    );
    await expect(user.invoicePayment.delete({ id: paymentId })).rejects.toMatchObject(forbidden);
    expect(await snapshot(invoiceId)).toEqual(before);
    // …but reads them
    expect((await user.invoicePayment.byInvoice({ invoiceId })).map((p) => p.amountCents)).toEqual([10_000]);
  });

  it("mode 'Avoir' without a credit, above its remainder, a credit of another client or issuer, a draft, a credit with another mode", async () => {
    const compta = await t.caller("compta");
    const invoice = await insertPayableInvoice(t.handle.db, issuer);
    // 250,00 HT → 300,00 TTC, 100,00 already drawn on another invoice of the client: 200,00 left
    const creditId = await insertValidatedCredit(t.handle.db, {
      issuerId: issuer,
      companyId: invoice.companyId,
      htCents: toCents(25_000),
    });
    const elsewhere = await insertPayableInvoice(t.handle.db, issuer, {
      quotation: { quotationId: invoice.quotationId, companyId: invoice.companyId },
    });
    await insertPayment(t.handle.db, {
      invoiceId: elsewhere.invoiceId,
      amountCents: toCents(10_000),
      creditId,
    });
    const otherClient = await insertAcceptedQuotation(t.handle.db, { issuerId: issuer });
    const ofOtherClient = await insertValidatedCredit(t.handle.db, {
      issuerId: issuer,
      companyId: otherClient.companyId,
      htCents: toCents(25_000),
    });
    const ofOtherIssuer = await insertValidatedCredit(t.handle.db, {
      issuerId: otherIssuer,
      companyId: invoice.companyId,
      htCents: toCents(25_000),
    });
    const draft = await insertValidatedCredit(t.handle.db, {
      issuerId: issuer,
      companyId: invoice.companyId,
      htCents: toCents(25_000),
      state: "CREDIT_STATE_CREATED",
    });
    const credits = [creditId, ofOtherClient, ofOtherIssuer, draft];
    const before = await snapshot(invoice.invoiceId, credits);
    expect(before.credits[0]).toEqual({
      amountLeftCents: toCents(20_000),
      state: "CREDIT_STATE_PARTIALY_USED",
    });

    const byCredit = { paymentType: "TYPE_SOLD", paymentMode: "MODE_CREDIT" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: "100" }, "BAD_REQUEST", "Vous devez sélectionner un avoir dans la liste"],
      [{ amount: "200,01", creditId }, "UNPROCESSABLE_CONTENT", "Le montant saisi est trop important"],
      [
        { amount: "10", creditId: ofOtherClient },
        "UNPROCESSABLE_CONTENT",
        "Cet avoir ne peut pas servir à ce paiement",
      ],
      [
        { amount: "10", creditId: ofOtherIssuer },
        "UNPROCESSABLE_CONTENT",
        "Cet avoir ne peut pas servir à ce paiement",
      ],
      [
        { amount: "10", creditId: draft },
        "UNPROCESSABLE_CONTENT",
        "Cet avoir ne peut pas servir à ce paiement",
      ],
      [{ amount: "10", creditId: 99_999_999 }, "NOT_FOUND", "Cet avoir est introuvable"],
      [
        { amount: "10", creditId, paymentMode: "MODE_CHECK" },
        "BAD_REQUEST",
        "Un avoir ne peut être choisi qu'avec le mode de paiement « Avoir »",
      ],
    ];
    for (const [change, code, message] of cases) {
      await expect(
        compta.invoicePayment.create({ invoiceId: invoice.invoiceId, ...byCredit, ...change }),
      ).rejects.toMatchObject({ code, message });
    }
    expect(await snapshot(invoice.invoiceId, credits)).toEqual(before);

    // Editing: the payment of 100,00 may grow to 300,00 (200,00 left + its own 100,00), not beyond
    const [drawn] = await paymentRows(t.handle.db, elsewhere.invoiceId);
    await expect(
      compta.invoicePayment.update({ id: drawn?.id ?? 0, amount: "300,01" }),
    ).rejects.toMatchObject({
      message: "Le montant saisi est trop important",
    });
    expect(await snapshot(invoice.invoiceId, credits)).toEqual(before);
  });

  it("a schedule on the quotation: the forecast payment is required, of this invoice, not matched elsewhere", async () => {
    const compta = await t.caller("compta");
    const invoice = await insertPayableInvoice(t.handle.db, issuer);
    const first = await insertForecast(t.handle.db, invoice.quotationId, "2026-12-01", toCents(60_000));
    const second = await insertForecast(t.handle.db, invoice.quotationId, "2027-01-01", toCents(60_000));
    const stranger = await insertAcceptedQuotation(t.handle.db, { issuerId: issuer });
    const notOurs = await insertForecast(t.handle.db, stranger.quotationId, "2026-12-01", toCents(10_000));
    const before = await snapshot(invoice.invoiceId);

    await expect(
      compta.invoicePayment.create({ invoiceId: invoice.invoiceId, amount: "600", ...transfer }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Ce devis a des paiements prévisionnels : choisissez celui auquel correspond ce règlement",
    });
    await expect(
      compta.invoicePayment.create({
        invoiceId: invoice.invoiceId,
        amount: "600",
        ...transfer,
        forecastPaymentId: notOurs,
      }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Ce paiement prévisionnel n'appartient à aucun devis de cette facture",
    });
    expect(await snapshot(invoice.invoiceId)).toEqual(before);

    const matched = await compta.invoicePayment.create({
      invoiceId: invoice.invoiceId,
      amount: "600",
      ...transfer,
      forecastPaymentId: first,
    });
    expect(matched.forecastPayment).toEqual({ id: first, date: "2026-12-01", amountCents: toCents(60_000) });
    expect(await forecastMatch(t.handle.db, first)).toBe(matched.id);
    const afterMatch = await snapshot(invoice.invoiceId);
    await expect(
      compta.invoicePayment.create({
        invoiceId: invoice.invoiceId,
        amount: "100",
        ...transfer,
        forecastPaymentId: first,
      }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Ce paiement prévisionnel est déjà rapproché d'un autre règlement",
    });
    // Clearing the match while the second is still open is refused too
    await expect(
      compta.invoicePayment.update({ id: matched.id, forecastPaymentId: null }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await snapshot(invoice.invoiceId)).toEqual(afterMatch);
    expect(await forecastMatch(t.handle.db, first)).toBe(matched.id);

    // Moved to the second: the first is open again; removed: none is matched
    await compta.invoicePayment.update({ id: matched.id, forecastPaymentId: second });
    expect([await forecastMatch(t.handle.db, first), await forecastMatch(t.handle.db, second)]).toEqual([
      null,
      matched.id,
    ]);
    const other = await compta.invoicePayment.create({
      invoiceId: invoice.invoiceId,
      amount: "100",
      ...transfer,
      forecastPaymentId: first,
    });
    // Both matched: a third payment needs none (1 200,00 − 600,00 − 100,00 = 500,00 left)
    const third = await compta.invoicePayment.create({
      invoiceId: invoice.invoiceId,
      amount: "500",
      ...transfer,
    });
    expect(third.forecastPayment).toBeNull();
    expect(await invoiceState(t.handle.db, invoice.invoiceId)).toMatchObject({
      amountLeftCents: toCents(0),
      state: "STATE_PAID",
    });
    await compta.invoicePayment.delete({ id: matched.id });
    expect(await forecastMatch(t.handle.db, second)).toBeNull();
    expect(await forecastMatch(t.handle.db, first)).toBe(other.id);
  });

  it("an unknown payment is a 404 to read, change or remove", async () => {
    const compta = await t.caller("compta");
    const notFound = { code: "NOT_FOUND", message: "Ce paiement est introuvable" };
    await expect(compta.invoicePayment.get({ id: 99_999_999 })).rejects.toMatchObject(notFound);
    await expect(compta.invoicePayment.update({ id: 99_999_999, amount: "1" })).rejects.toMatchObject(
      notFound,
    );
    await expect(compta.invoicePayment.delete({ id: 99_999_999 })).rejects.toMatchObject(notFound);
  });
});
