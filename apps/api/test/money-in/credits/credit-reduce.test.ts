import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLineModule } from "../../../src/modules/money-in/credit-lines";
import { creditModule } from "../../../src/modules/money-in/credits";
import { insertInvoice, SAMPLE_LINES } from "../../billing/invoicing-fixtures";
import { createTestApp, type TestApp } from "../../helpers";
import { versionOf } from "../../versions-helpers";
import { creditRow, insertDraftCredit, insertNumberedInvoice } from "./credit-helpers";

let t: TestApp;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [creditLineModule, creditModule] });
  issuerId = t.demo.companyIds[0] as number;
});
afterAll(() => t.close());

let serial = 0;

/**
 * A balance invoice and its draft credit. By hand: the quotation bills 2 × 1 200,00 HT at 20 %
 * (2 400,00 + 480,00) and 25 × 32,50 HT at 10 % (812,50 + 81,25); the deposit deducted bills 720,00 HT
 * at 20 % (+ 144,00) and 243,75 HT at 10 % (+ 24,38). Left on the balance: at 20 % 1 680,00 + 336,00 =
 * 2 016,00; at 10 % 568,75 + 56,87 = 625,62; in all 2 641,62 TTC.
 */
async function balanceCredit() {
  serial += 1;
  const deposit = await insertNumberedInvoice(t.handle.db, issuerId);
  const reference = `FA-RED-2026-0000${serial}${issuerId}`;
  const invoiceId = await insertInvoice(t.handle.db, {
    issuerId,
    companyId: deposit.companyId,
    quotationIds: [deposit.quotationId],
    type: "TYPE_SOLD",
    state: "STATE_VALIDATED",
    reference,
    invoiceDate: "2026-11-03",
    lines: SAMPLE_LINES,
    deducts: [deposit.invoiceId],
  });
  const user = await t.caller("user");
  const { id } = await user.credit.createFromInvoice({ invoiceId });
  return { creditId: id, invoiceId, reference, user };
}

const validate = async (id: number) =>
  (await t.caller("compta")).credit.update({
    id,
    version: await versionOf((await t.caller("compta")).credit, id),
    state: "CREDIT_STATE_VALIDATED",
    confirmed: true,
  });

describe("'Créditer un montant' on a draft credit of a balance invoice", () => {
  it("replaces its lines by 100,00 € TTC spread over the invoice's rates, and validates as 100,00 €", async () => {
    const { creditId, reference, user } = await balanceCredit();
    expect((await user.credit.get({ id: creditId })).canCreditInvoice).toBe(true);
    const offered = await user.credit.creditableInvoice({ creditId });
    expect(offered).toMatchObject({ reference, totalTtcCents: toCents(264_162) });
    expect(offered.lines.map((line) => [line.name, line.totalHtCents])).toEqual([
      ["Animation", 240_000],
      ["Repas", 81_250],
    ]);
    const saved = await user.credit.creditAmount({ creditId, amount: "100,00" });
    // 100,00 by 625,62 : 2 016,00 → 23,68… and 76,31…, the cent left to the larger remainder: 23,68 + 76,32.
    // 10 %: 23,68 TTC = 21,53 HT + 2,15 TVA. 20 %: 76,32 TTC = 63,60 HT + 12,72 TVA.
    expect(saved.lines.map((line) => [line.name, line.quantity, line.unitPriceCents, line.vatRate])).toEqual([
      [`Avoir sur la facture ${reference} (TVA 10 %)`, "1", 2_153, "10"],
      [`Avoir sur la facture ${reference} (TVA 20 %)`, "1", 6_360, "20"],
    ]);
    // HT 21,53 + 63,60 = 85,13; TVA 2,15 + 12,72 = 14,87; TTC 100,00.
    expect(saved).toMatchObject({
      totalHtCents: toCents(8_513),
      totalTvaCents: toCents(1_487),
      totalTtcCents: toCents(10_000),
    });
    expect(await validate(creditId)).toMatchObject({
      state: "CREDIT_STATE_VALIDATED",
      totalTtcCents: toCents(10_000),
    });
  });

  it("takes a percentage of the invoice's TTC", async () => {
    const { creditId, reference, user } = await balanceCredit();
    const saved = await user.credit.creditAmount({ creditId, percent: "10" });
    // 10 % of 2 641,62 = 264,162 → 264,16; by 625,62 : 2 016,00 → 62,56 + 201,60.
    // 10 %: 62,56 = 56,87 HT + 5,69 TVA. 20 %: 201,60 = 168,00 HT + 33,60 TVA.
    expect(saved.lines.map((line) => [line.name, line.unitPriceCents])).toEqual([
      [`Avoir de 10 % sur la facture ${reference} (TVA 10 %)`, 5_687],
      [`Avoir de 10 % sur la facture ${reference} (TVA 20 %)`, 16_800],
    ]);
    expect(saved.totalTtcCents).toBe(26_416);
  });

  it("refuses bad input with 400 and an amount above what is left with the TTC figures, nothing written", async () => {
    const { creditId, user } = await balanceCredit();
    const before = await user.credit.get({ id: creditId });
    const refusals: [Parameters<typeof user.credit.creditAmount>[0], string, string][] = [
      [
        { creditId, amount: "abc" },
        "BAD_REQUEST",
        "Le montant à créditer « abc » n'est pas un montant positif (par exemple 100,00)",
      ],
      [
        { creditId, amount: "0" },
        "BAD_REQUEST",
        "Le montant à créditer « 0 » n'est pas un montant positif (par exemple 100,00)",
      ],
      [{ creditId }, "BAD_REQUEST", "Saisissez le montant TTC à créditer ou un pourcentage de la facture"],
      [
        { creditId, amount: "5", percent: "5" },
        "BAD_REQUEST",
        "Saisissez un montant ou un pourcentage, pas les deux",
      ],
      [
        { creditId, percent: "150" },
        "BAD_REQUEST",
        "Le pourcentage « 150 » n'est pas compris entre 0 (exclu) et 100",
      ],
    ];
    for (const [input, code, message] of refusals) {
      await expect(user.credit.creditAmount(input)).rejects.toMatchObject({ code, message });
    }
    // 3 000,00 TTC on an invoice with 2 641,62 TTC left.
    await expect(user.credit.creditAmount({ creditId, amount: "3000" })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringMatching(
        /^L'avoir \(3\s000,00\s€ TTC\) dépasse ce qui reste à créditer sur la facture \(2\s641,62\s€ TTC\)$/,
      ),
    });
    expect(await user.credit.get({ id: creditId })).toEqual(before);
  });

  it("is refused on a credit without an invoice and on a validated credit", async () => {
    const user = await t.caller("user");
    const loose = await insertDraftCredit(t, issuerId, "100");
    expect((await user.credit.get({ id: loose.creditId })).canCreditInvoice).toBe(false);
    await expect(user.credit.creditAmount({ creditId: loose.creditId, amount: "10" })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Cet avoir ne corrige aucune facture : ajoutez ses lignes une à une",
    });
    const { creditId } = await balanceCredit();
    await user.credit.creditAmount({ creditId, amount: "50" });
    await validate(creditId);
    expect((await user.credit.get({ id: creditId })).canCreditInvoice).toBe(false);
    await expect(user.credit.creditAmount({ creditId, amount: "10" })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Cet avoir est validé : ses lignes ne peuvent plus être modifiées",
    });
    expect((await creditRow(t.handle.db, creditId)).totalTtcCents).toBe(5_000);
  });
});

describe("'Créditer des lignes'", () => {
  it("replaces the draft's lines by the invoice lines picked, as billed", async () => {
    const { creditId, user } = await balanceCredit();
    const { lines } = await user.credit.creditableInvoice({ creditId });
    const repas = lines.find((line) => line.name === "Repas")?.id ?? 0;
    const saved = await user.credit.creditInvoiceLines({ creditId, invoiceLineIds: [repas] });
    // 25 × 32,50 = 812,50 HT at 10 % + 81,25 = 893,75 TTC, within the 2 641,62 left.
    expect(saved.lines.map((line) => [line.name, line.quantity, line.unitPriceCents])).toEqual([
      ["Repas", "25", 3_250],
    ]);
    expect(saved.totalTtcCents).toBe(89_375);
    expect(await validate(creditId)).toMatchObject({
      state: "CREDIT_STATE_VALIDATED",
      totalTtcCents: toCents(89_375),
    });
  });

  it("refuses no line, and a line of another invoice, with 400, nothing written", async () => {
    const { creditId, user } = await balanceCredit();
    const other = await balanceCredit();
    const [foreign] = (await user.credit.creditableInvoice({ creditId: other.creditId })).lines;
    const before = await user.credit.get({ id: creditId });
    await expect(user.credit.creditInvoiceLines({ creditId, invoiceLineIds: [] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Choisissez au moins une ligne de la facture à créditer",
    });
    await expect(
      user.credit.creditInvoiceLines({ creditId, invoiceLineIds: [foreign?.id ?? 0] }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: `La ligne ${foreign?.id} n'est pas une ligne de la facture que corrige cet avoir`,
    });
    expect(await user.credit.get({ id: creditId })).toEqual(before);
  });
});
