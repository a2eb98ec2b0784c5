import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierInvoiceListModule } from "../../src/modules/money-out/supplier-invoice-list";
import { supplierInvoiceModule } from "../../src/modules/money-out/supplier-invoices";
import { supplierPaymentModule } from "../../src/modules/money-out/supplier-payments";
import { createTestApp, type TestApp } from "../helpers";
import {
  insertSupplierInvoice,
  supplierInvoiceState,
  supplierInvoiceStateChanges,
  supplierPaymentRows,
} from "./supplier-payments-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    modules: [supplierInvoiceListModule, supplierInvoiceModule, supplierPaymentModule],
  });
}, 60_000);
afterAll(() => t.close());

const transfer = { paymentType: "TYPE_ADVANCE", paymentMode: "MODE_BANK_TRANSFER", paidAt: "2026-11-20" };

describe("what a supplier payment keeps true", () => {
  it("830,00: 415,00 → 'Acompte' with 415,00 left; 415,00 more → 'Réglée', 0 left; one removed → 'Acompte' again", async () => {
    const compta = await t.caller("compta");
    const { supplierInvoiceId } = await insertSupplierInvoice(t);
    const first = await compta.supplierPayment.create({
      supplierInvoiceId,
      amount: "415,00",
      ...transfer,
      comment: "  Virement émis  ",
    });
    expect(first).toEqual({
      id: expect.any(Number),
      supplierInvoiceId,
      amountCents: toCents(41_500),
      paymentType: "TYPE_ADVANCE",
      paymentTypeLabel: "Acompte",
      paymentMode: "MODE_BANK_TRANSFER",
      paymentModeLabel: "Virement bancaire",
      comment: "Virement émis",
      paidAt: "2026-11-20",
    });
    // 830,00 − 415,00 = 415,00
    expect(await supplierInvoiceState(t, supplierInvoiceId)).toEqual({
      amountLeftCents: toCents(41_500),
      state: "STATE_ADVANCE",
    });

    const second = await compta.supplierPayment.create({
      supplierInvoiceId,
      amount: 415,
      paymentType: "TYPE_SOLD",
      paymentMode: "MODE_CHECK",
      paidAt: "2026-11-25",
    });
    // 415,00 − 415,00 = 0: paid
    expect(await supplierInvoiceState(t, supplierInvoiceId)).toEqual({
      amountLeftCents: toCents(0),
      state: "STATE_PAID",
    });
    expect((await compta.supplierPayment.byInvoice({ supplierInvoiceId })).map((p) => p.paidAt)).toEqual([
      "2026-11-20",
      "2026-11-25",
    ]);

    await compta.supplierPayment.delete({ id: second.id });
    expect(await supplierInvoiceState(t, supplierInvoiceId)).toEqual({
      amountLeftCents: toCents(41_500),
      state: "STATE_ADVANCE",
    });
    await compta.supplierPayment.delete({ id: first.id });
    expect(await supplierInvoiceState(t, supplierInvoiceId)).toEqual({
      amountLeftCents: toCents(83_000),
      state: "STATE_PENDING",
    });
    expect(await supplierInvoiceStateChanges(t, supplierInvoiceId)).toEqual([
      "STATE_PENDING → STATE_ADVANCE",
      "STATE_ADVANCE → STATE_PAID",
      "STATE_PAID → STATE_ADVANCE",
      "STATE_ADVANCE → STATE_PENDING",
    ]);
  });

  it("an edit takes back its old amount: 415,00 raised to 830,00 pays it, lowered to 100,00 leaves 730,00", async () => {
    const compta = await t.caller("compta");
    const { supplierInvoiceId } = await insertSupplierInvoice(t);
    const payment = await compta.supplierPayment.create({ supplierInvoiceId, amount: "415,00", ...transfer });
    // left 415,00 + its own 415,00 = 830,00 allowed
    const raised = await compta.supplierPayment.update({ id: payment.id, amount: "830,00" });
    expect(raised).toMatchObject({
      amountCents: toCents(83_000),
      paymentMode: "MODE_BANK_TRANSFER",
      paidAt: "2026-11-20",
    });
    expect(await supplierInvoiceState(t, supplierInvoiceId)).toEqual({
      amountLeftCents: toCents(0),
      state: "STATE_PAID",
    });
    // 830,00 − 100,00 = 730,00
    const lowered = await compta.supplierPayment.update({
      id: payment.id,
      amount: 100,
      paymentMode: "MODE_CREDIT",
      comment: null,
    });
    expect(lowered).toMatchObject({ amountCents: toCents(10_000), paymentModeLabel: "Avoir", comment: "" });
    expect(await supplierInvoiceState(t, supplierInvoiceId)).toEqual({
      amountLeftCents: toCents(73_000),
      state: "STATE_ADVANCE",
    });
  });

  it("is dated today in Paris when no date is sent", async () => {
    const compta = await t.caller("compta");
    const { supplierInvoiceId } = await insertSupplierInvoice(t);
    const payment = await compta.supplierPayment.create({
      supplierInvoiceId,
      amount: 10,
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_MONEY",
    });
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    expect(payment.paidAt).toBe(today);
  });

  it("a state set by hand is recomputed at the next payment change", async () => {
    const compta = await t.caller("compta");
    const { supplierInvoiceId } = await insertSupplierInvoice(t, { state: "STATE_PAID" });
    await compta.supplierPayment.create({ supplierInvoiceId, amount: "100,00", ...transfer });
    // 830,00 − 100,00 = 730,00: 'Acompte', not paid
    expect(await supplierInvoiceState(t, supplierInvoiceId)).toEqual({
      amountLeftCents: toCents(73_000),
      state: "STATE_ADVANCE",
    });
  });
});

describe("a supplier payment refused writes nothing", () => {
  it("0, negative, unreadable, too precise, above what is left, unknown type or mode, bad date", async () => {
    const compta = await t.caller("compta");
    const { supplierInvoiceId } = await insertSupplierInvoice(t);
    await compta.supplierPayment.create({ supplierInvoiceId, amount: "415,00", ...transfer });
    const before = {
      payments: await supplierPaymentRows(t, supplierInvoiceId),
      invoice: await supplierInvoiceState(t, supplierInvoiceId),
    };
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ amount: 0 }, "BAD_REQUEST", "Le montant du paiement doit être supérieur à zéro"],
      [{ amount: "-10,00" }, "BAD_REQUEST", "Le montant du paiement doit être supérieur à zéro"],
      [{ amount: undefined }, "BAD_REQUEST", "Le montant du paiement est obligatoire"],
      [{ amount: "dix" }, "BAD_REQUEST", "Le montant du paiement « dix » n'est pas un montant valide"],
      [{ amount: "1,005" }, "BAD_REQUEST", "Le montant du paiement ne peut pas avoir plus de deux décimales"],
      // 830,00 − 415,00 = 415,00 left
      [
        { amount: "415,01" },
        "UNPROCESSABLE_CONTENT",
        "Le montant saisi (415,01\u00a0€) dépasse le reste à régler (415,00\u00a0€)",
      ],
      [
        { amount: 1, paymentType: "TYPE_X" },
        "BAD_REQUEST",
        "Le type de paiement « TYPE_X » n'existe pas (Acompte ou Solde)",
      ],
      [{ amount: 1, paymentMode: "" }, "BAD_REQUEST", "Le mode de paiement est obligatoire"],
      [
        { amount: 1, paidAt: "2026-02-30" },
        "BAD_REQUEST",
        "La date du paiement « 30/02/2026 » n'est pas une date valide",
      ],
    ];
    for (const [fields, code, message] of refusals) {
      await expect(
        compta.supplierPayment.create({ supplierInvoiceId, ...transfer, ...fields } as never),
      ).rejects.toMatchObject({ code, message });
    }
    const [payment] = before.payments;
    // on update: 415,00 left + its own 415,00 = 830,00 at most
    await expect(
      compta.supplierPayment.update({ id: payment?.id ?? 0, amount: "830,01" }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Le montant saisi (830,01\u00a0€) dépasse le reste à régler (830,00\u00a0€)",
    });
    expect({
      payments: await supplierPaymentRows(t, supplierInvoiceId),
      invoice: await supplierInvoiceState(t, supplierInvoiceId),
    }).toEqual(before);
  });

  it("an invoice whose TTC is unknown takes no payment; unknown invoice and payment are 404", async () => {
    const compta = await t.caller("compta");
    const { supplierInvoiceId } = await insertSupplierInvoice(t, { amountCents: null });
    await expect(
      compta.supplierPayment.create({ supplierInvoiceId, amount: 10, ...transfer }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Saisissez le montant TTC de la facture fournisseur avant d'enregistrer un paiement",
    });
    expect(await supplierPaymentRows(t, supplierInvoiceId)).toEqual([]);
    await expect(
      compta.supplierPayment.create({ supplierInvoiceId: 999_999, amount: 10, ...transfer }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "Cette facture fournisseur est introuvable" });
    await expect(compta.supplierPayment.byInvoice({ supplierInvoiceId: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    // Called one at a time: a rejection not awaited yet would be reported as unhandled.
    for (const call of [
      () => compta.supplierPayment.get({ id: 999_999 }),
      () => compta.supplierPayment.update({ id: 999_999, amount: 1 }),
      () => compta.supplierPayment.delete({ id: 999_999 }),
    ]) {
      await expect(call()).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "Ce paiement fournisseur est introuvable",
      });
    }
  });
});

describe("who may pay a supplier", () => {
  it("accounting and super admins record, change and remove; others only read (403 in French)", async () => {
    const { supplierInvoiceId } = await insertSupplierInvoice(t);
    const admin = await t.caller("admin");
    const payment = await admin.supplierPayment.create({ supplierInvoiceId, amount: "100,00", ...transfer });
    for (const who of ["user", "chef"] as const) {
      const caller = await t.caller(who);
      const forbidden = {
        code: "FORBIDDEN",
        message: "Seule la comptabilité peut enregistrer, modifier ou supprimer un paiement",
      };
      await expect(
        caller.supplierPayment.create({ supplierInvoiceId, amount: 1, ...transfer }),
      ).rejects.toMatchObject(forbidden);
      await expect(caller.supplierPayment.update({ id: payment.id, amount: 1 })).rejects.toMatchObject(
        forbidden,
      );
      await expect(caller.supplierPayment.delete({ id: payment.id })).rejects.toMatchObject(forbidden);
      expect(await caller.supplierPayment.byInvoice({ supplierInvoiceId })).toHaveLength(1);
      expect(await caller.supplierPayment.get({ id: payment.id })).toMatchObject({
        amountCents: toCents(10_000),
      });
    }
    // 830,00 − 100,00 = 730,00, untouched by the refusals
    expect(await supplierInvoiceState(t, supplierInvoiceId)).toEqual({
      amountLeftCents: toCents(73_000),
      state: "STATE_ADVANCE",
    });
    await (await t.caller("compta")).supplierPayment.delete({ id: payment.id });
    expect(await supplierPaymentRows(t, supplierInvoiceId)).toEqual([]);
    await expect(
      (await t.caller(null)).supplierPayment.byInvoice({ supplierInvoiceId }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("a supplier invoice paid in full (issue 25)", () => {
  it("shows 'Réglée' and its last payment's date, no longer 'Informations manquantes', in the list and the edit view", async () => {
    const compta = await t.caller("compta");
    // No PDF and no 'Date de paiement': incomplete while something is left.
    const { supplierInvoiceId, supplierId } = await insertSupplierInvoice(t, { paymentAt: null });
    const listed = async () => {
      const page = await compta.supplierInvoiceList.search({ states: [] });
      return page.items.find((item) => item.id === supplierInvoiceId);
    };
    expect(await listed()).toMatchObject({ incomplete: true, paidAt: null });
    expect(await compta.supplierInvoice.get({ id: supplierInvoiceId })).toMatchObject({
      incomplete: true,
      paidAt: null,
    });
    await compta.supplierPayment.create({ supplierInvoiceId, amount: "500,00", ...transfer });
    // 830,00 − 500,00 = 330,00 left: still being drafted, no paid date.
    expect(await listed()).toMatchObject({ state: "STATE_ADVANCE", incomplete: true, paidAt: null });
    await compta.supplierPayment.create({
      supplierInvoiceId,
      amount: "330,00",
      paymentType: "TYPE_SOLD",
      paymentMode: "MODE_CHECK",
      paidAt: "2026-11-27",
    });
    // 330,00 − 330,00 = 0: paid on the last payment's day, 27/11/2026 (the first was on 20/11/2026).
    const paid = {
      state: "STATE_PAID",
      amountLeftCents: toCents(0),
      incomplete: false,
      paidAt: "2026-11-27",
    };
    expect(await listed()).toMatchObject({ ...paid, supplier: { id: supplierId } });
    expect(await compta.supplierInvoice.get({ id: supplierInvoiceId })).toMatchObject(paid);
  });
});
