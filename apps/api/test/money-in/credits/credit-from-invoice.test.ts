import { creditLines, invoices } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLineModule } from "../../../src/modules/money-in/credit-lines";
import { creditModule } from "../../../src/modules/money-in/credits";
import { DEPOSIT_LINES } from "../../billing/invoice-edit-helpers";
import { insertInvoice, SAMPLE_LINES } from "../../billing/invoicing-fixtures";
import { createTestApp, type TestApp } from "../../helpers";
import { versionOf } from "../../versions-helpers";
import { insertCredit } from "../money-in-fixtures";
import { creditRow, insertNumberedInvoice, today } from "./credit-helpers";

let t: TestApp;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [creditLineModule, creditModule] });
  issuerId = t.demo.companyIds[0] as number;
});
afterAll(() => t.close());

const invoiceLeft = async (id: number) => {
  const [row] = await t.handle.db
    .select({ left: invoices.amountLeftCents })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row?.left;
};

describe("credit.createFromInvoice ('Créer un avoir sur cette facture')", () => {
  it("makes a linked draft with every line of the invoice, its billing name and address", async () => {
    const db = t.handle.db;
    const invoice = await insertNumberedInvoice(db, issuerId);
    await db
      .update(invoices)
      .set({ invoiceHeadName: "Lumière SA", invoiceAddress: "3 quai Est\n69002 Lyon" })
      .where(eq(invoices.id, invoice.invoiceId));
    const user = await t.caller("user");
    const { id } = await user.credit.createFromInvoice({ invoiceId: invoice.invoiceId });
    const view = await user.credit.get({ id });
    expect(view).toMatchObject({
      state: "CREDIT_STATE_CREATED",
      reference: null,
      title: `Avoir sur la facture ${invoice.reference}`,
      creditDate: today(),
      triangleCompany: { id: issuerId },
      company: { id: invoice.companyId },
      invoice: { id: invoice.invoiceId, reference: invoice.reference, invoiceDate: "2026-11-02" },
      invoiceHeadName: "Lumière SA",
      invoiceAddress: "3 quai Est\n69002 Lyon",
      // 720,00 + 243,75 HT; VAT 144,00 + 24,38; TTC 1 132,13: the whole invoice given back.
      totalHtCents: toCents(96_375),
      totalTvaCents: toCents(16_838),
      totalTtcCents: toCents(113_213),
      amountLeftCents: toCents(113_213),
      canEditLines: true,
      canChangeParties: false,
    });
    expect(view.lines.map((line) => [line.name, line.quantity, line.unitPriceCents, line.vatRate])).toEqual(
      DEPOSIT_LINES.map((line) => [line.name, line.quantity, line.unitPriceCents, line.vatRate]),
    );
    // Decision 2: the credit is a payment instrument; the invoice still has all of it to pay.
    expect(await invoiceLeft(invoice.invoiceId)).toBe(113_213);
    expect((await creditRow(db, id)).searchText).toContain(invoice.reference.toLowerCase());
  });

  it("copies product, description, unity, discount, order and the pack flag", async () => {
    const db = t.handle.db;
    const invoice = await insertNumberedInvoice(db, issuerId, {
      lines: [
        {
          name: "Navette",
          description: "<p>Aller-retour</p>",
          quantity: "3",
          unity: "UNITY_DAY",
          unitPriceCents: toCents(10_000),
          vatRate: "20",
          discountPercent: "10",
          hidden: true,
        },
      ],
    });
    const user = await t.caller("user");
    const { id } = await user.credit.createFromInvoice({ invoiceId: invoice.invoiceId });
    const [line] = (await user.credit.get({ id })).lines;
    // 3 × 100,00 = 300,00 less 10 % = 270,00 HT.
    expect(line).toMatchObject({
      name: "Navette",
      description: "<p>Aller-retour</p>",
      quantity: "3",
      unity: "UNITY_DAY",
      unitPriceCents: toCents(10_000),
      discountPercent: "10",
      indexOrder: "1",
      hidden: true,
      baseHtCents: toCents(30_000),
      totalHtCents: toCents(27_000),
    });
  });

  it("a draft reserves nothing: accounting credits the invoice over a plain user's draft; validated first counts", async () => {
    const db = t.handle.db;
    const invoice = await insertNumberedInvoice(db, issuerId);
    const user = await t.caller("user");
    const compta = await t.caller("compta");
    const usersDraft = await user.credit.createFromInvoice({ invoiceId: invoice.invoiceId });
    // the user's draft copies the whole invoice (1 132,13), yet accounting's copy is whole too
    const comptasDraft = await compta.credit.createFromInvoice({ invoiceId: invoice.invoiceId });
    expect((await creditRow(db, usersDraft.id)).totalTtcCents).toBe(113_213);
    expect((await creditRow(db, comptasDraft.id)).totalTtcCents).toBe(113_213);
    await compta.credit.update({
      id: comptasDraft.id,
      version: await versionOf(compta.credit, comptasDraft.id),
      state: "CREDIT_STATE_VALIDATED",
      confirmed: true,
    });

    // the invoice is now wholly credited by a validated credit note: a new one is refused…
    await expect(user.credit.createFromInvoice({ invoiceId: invoice.invoiceId })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringMatching(
        /^Cette facture est déjà entièrement couverte par ses avoirs \(1\s132,13\s€\)/,
      ),
    });
    // …and the user's draft cannot be validated over it: 1 132,13 against 0,00 left
    await expect(
      compta.credit.update({
        id: usersDraft.id,
        version: await versionOf(compta.credit, usersDraft.id),
        state: "CREDIT_STATE_VALIDATED",
        confirmed: true,
      }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringMatching(
        /^L'avoir \(1\s132,13\s€ TTC\) dépasse ce qui reste à créditer sur la facture \(0,00\s€ TTC\)$/,
      ),
    });
    expect((await creditRow(db, usersDraft.id)).state).toBe("CREDIT_STATE_CREATED");
  });

  it("counts the validated credit notes on the invoice, not the drafts", async () => {
    const db = t.handle.db;
    const invoice = await insertNumberedInvoice(db, issuerId);
    // 1 × 100,00 HT at 20 % = 120,00 TTC
    const remise = [{ name: "Remise", quantity: "1", unitPriceCents: toCents(10_000), vatRate: "20" }];
    await insertCredit(db, {
      issuerId,
      companyId: invoice.companyId,
      invoiceId: invoice.invoiceId,
      lines: remise,
    });
    const user = await t.caller("user");
    // a draft of 120,00 reserves nothing: the copy is whole, 1 132,13
    const whole = await user.credit.createFromInvoice({ invoiceId: invoice.invoiceId });
    expect((await creditRow(db, whole.id)).totalTtcCents).toBe(113_213);
    // validated, the same 120,00 leaves 1 012,13: the whole copy would pass it, its quantities come as 0
    await insertCredit(db, {
      issuerId,
      companyId: invoice.companyId,
      invoiceId: invoice.invoiceId,
      state: "CREDIT_STATE_VALIDATED",
      reference: `AV-DRF-2026-0000${issuerId}`,
      lines: remise,
    });
    const { id } = await user.credit.createFromInvoice({ invoiceId: invoice.invoiceId });
    expect((await creditRow(db, id)).totalTtcCents).toBe(0);
  });

  it("gives a balance invoice's deductions back as negative lines (quantities 0 when a VAT cent passes)", async () => {
    const db = t.handle.db;
    const deposit = await insertNumberedInvoice(db, issuerId);
    // The balance of the sample quotation less the deposit: 3 773,75 − 1 132,13 = 2 641,62.
    const balance = await insertInvoice(db, {
      issuerId,
      companyId: deposit.companyId,
      quotationIds: [deposit.quotationId],
      type: "TYPE_SOLD",
      state: "STATE_VALIDATED",
      reference: `FA-BAL-2026-0000${issuerId}`,
      lines: SAMPLE_LINES,
      deducts: [deposit.invoiceId],
    });
    const user = await t.caller("user");
    const { id } = await user.credit.createFromInvoice({ invoiceId: balance });
    const view = await user.credit.get({ id });
    expect(view.lines.map((line) => [line.name, line.unitPriceCents])).toEqual([
      ["Animation", 120_000],
      ["Repas", 3_250],
      [`Déduction de la facture ${deposit.reference} (TVA 10 %)`, -24_375],
      [`Déduction de la facture ${deposit.reference} (TVA 20 %)`, -72_000],
    ]);
    // Copied whole, the 10 % bucket would be 812,50 − 243,75 = 568,75 → VAT 56,88 where the invoice
    // says 81,25 − 24,38 = 56,87: a cent more than the invoice, so the quantities come as 0.
    expect(view.lines.map((line) => line.quantity)).toEqual(["0", "0", "0", "0"]);
    // Only a deduction line on the way: a draft may be negative for a while (−720,00 HT − 144,00 TVA =
    // −864,00 TTC); validated as it is, refused with that TTC.
    await user.creditLine.update({ id: view.lines[3]?.id ?? 0, quantity: "1" });
    expect((await creditRow(db, id)).totalTtcCents).toBe(-86_400);
    const compta = await t.caller("compta");
    await expect(
      compta.credit.update({
        id,
        version: await versionOf(compta.credit, id),
        state: "CREDIT_STATE_VALIDATED",
        confirmed: true,
      }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringMatching(/^Le total TTC d'un avoir ne peut pas être négatif \([-−]864,00\s€\)$/),
    });
    expect((await creditRow(db, id)).state).toBe("CREDIT_STATE_CREATED");
  });

  it.each([
    ["a draft invoice", "STATE_CREATED", null, "Cette facture n'a pas encore de numéro : validez-la d'abord"],
    ["a paid invoice", "STATE_PAID", "FA-PAY-2026-00001", "Cette facture est déjà réglée"],
  ] as const)("refuses %s, nothing written", async (_name, state, reference, message) => {
    const db = t.handle.db;
    const invoice = await insertNumberedInvoice(db, issuerId);
    await db.update(invoices).set({ state, reference }).where(eq(invoices.id, invoice.invoiceId));
    const before = await db.select({ id: creditLines.id }).from(creditLines);
    await expect(
      (await t.caller("user")).credit.createFromInvoice({ invoiceId: invoice.invoiceId }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT", message });
    expect(await db.select({ id: creditLines.id }).from(creditLines)).toHaveLength(before.length);
  });

  it("says so when the invoice does not exist", async () => {
    await expect(
      (await t.caller("user")).credit.createFromInvoice({ invoiceId: 99_999_999 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "Cette facture est introuvable" });
  });
});
