import { creditLines } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLineModule } from "../../../src/modules/money-in/credit-lines";
import { creditModule } from "../../../src/modules/money-in/credits";
import { createTestApp, type TestApp } from "../../helpers";
import { insertGroupProduct } from "../../proposals/proposal-fixtures";
import { versionOf } from "../../versions-helpers";
import {
  creditRow,
  insertDraftCredit,
  insertInvoiceableClient,
  insertNumberedInvoice,
} from "./credit-helpers";

let t: TestApp;
let issuerId: number;
let otherIssuerId: number;
let productId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [creditLineModule, creditModule] });
  issuerId = t.demo.companyIds[0] as number;
  otherIssuerId = t.demo.companyIds[1] as number;
  productId = await insertGroupProduct(t.handle.db, {
    name: "Navette",
    priceCents: toCents(1250),
    vatRate: "20",
    unity: "UNITY_DAY",
    companyIds: [issuerId],
  });
});
afterAll(() => t.close());

async function emptyDraft() {
  const client = await insertInvoiceableClient(t.handle.db, issuerId);
  return (await t.caller("user")).credit.create({ triangleCompanyId: issuerId, companyId: client.companyId });
}

describe("credit lines of a draft", () => {
  it("adds a catalogue product (copied, quantity 1) and a free line (1 × 0,00 at 20 %), edits, deletes; totals follow", async () => {
    const user = await t.caller("user");
    const { id } = await emptyDraft();
    const product = await user.creditLine.create({ creditId: id, triangleProductId: productId });
    expect(product).toMatchObject({
      creditId: id,
      triangleProductId: productId,
      name: "Navette",
      description: "<p>Description du produit</p>",
      quantity: "1",
      unity: "UNITY_DAY",
      unitPriceCents: toCents(1250),
      vatRate: "20",
      discountPercent: "0",
      indexOrder: "1",
      totalHtCents: toCents(1250),
    });
    const free = await user.creditLine.create({ creditId: id });
    expect(free).toMatchObject({
      triangleProductId: null,
      name: "Ligne libre",
      quantity: "1",
      unitPriceCents: toCents(0),
      vatRate: "20",
      indexOrder: "2",
      totalHtCents: toCents(0),
    });
    // 12,50 HT + 20 % = 15,00 TTC.
    expect((await user.credit.get({ id })).totalTtcCents).toBe(1_500);

    await user.creditLine.update({
      id: free.id,
      name: "Geste commercial",
      unitPrice: "100,00",
      quantity: "2",
      tva: "10",
    });
    await user.creditLine.update({ id: product.id, discount: "50" });
    const view = await user.credit.get({ id });
    // 12,50 less 50 % = 6,25 at 20 % → VAT 1,25; 2 × 100,00 = 200,00 at 10 % → VAT 20,00.
    // HT 206,25; VAT 21,25; TTC 227,50; nothing drawn: all of it left.
    expect(view).toMatchObject({
      totalHtCents: toCents(20_625),
      totalTvaCents: toCents(2_125),
      totalTtcCents: toCents(22_750),
      amountLeftCents: toCents(22_750),
      detailTva: [
        { rate: 10, base: 20_000, tva: 2_000 },
        { rate: 20, base: 625, tva: 125 },
      ],
    });
    expect(view.lines.map((line) => [line.name, line.baseHtCents, line.totalHtCents])).toEqual([
      ["Navette", 1_250, 625],
      ["Geste commercial", 20_000, 20_000],
    ]);

    expect(await user.creditLine.delete({ id: free.id })).toEqual({ id: free.id });
    expect((await creditRow(t.handle.db, id)).totalTtcCents).toBe(750);
  });

  it("takes the fields sent over the product's and orders a line where told", async () => {
    const user = await t.caller("user");
    const { id } = await emptyDraft();
    const line = await user.creditLine.create({
      creditId: id,
      triangleProductId: productId,
      name: "Navette aéroport",
      quantity: "3",
      unitPrice: "10",
      indexOrder: "5",
      hidden: true,
    });
    expect(line).toMatchObject({
      name: "Navette aéroport",
      quantity: "3",
      unitPriceCents: toCents(1_000),
      indexOrder: "5",
      hidden: true,
    });
    expect((await user.creditLine.create({ creditId: id })).indexOrder).toBe("6");
  });

  it.each([
    [{ tva: "7" }, "Le taux de TVA 7 % ne fait pas partie des taux de TVA enregistrés"],
    [{ quantity: "-1" }, "La quantité doit être comprise entre 0 et 999 999 999"],
    [{ unitPrice: "abc" }, "Le prix unitaire HT « abc » n'est pas un montant valide"],
    [{ name: "  " }, "La désignation de la ligne est obligatoire"],
  ])("refuses %o in French, nothing written", async (fields, message) => {
    const user = await t.caller("user");
    const { id } = await emptyDraft();
    await expect(user.creditLine.create({ creditId: id, ...fields })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message,
    });
    expect(await t.handle.db.select().from(creditLines).where(eq(creditLines.creditId, id))).toEqual([]);
  });

  it("refuses a product the issuer does not sell", async () => {
    const elsewhere = await insertGroupProduct(t.handle.db, {
      name: "Ailleurs",
      priceCents: toCents(100),
      vatRate: "20",
      companyIds: [otherIssuerId],
    });
    const { id } = await emptyDraft();
    await expect(
      (await t.caller("user")).creditLine.create({ creditId: id, triangleProductId: elsewhere }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT", message: expect.stringContaining("Ailleurs") });
  });

  it("refuses every line change on a validated credit, nothing written", async () => {
    const draft = await insertDraftCredit(t, issuerId, "100");
    await (await t.caller("compta")).credit.update({
      id: draft.creditId,
      version: await versionOf((await t.caller("compta")).credit, draft.creditId),
      state: "CREDIT_STATE_VALIDATED",
      confirmed: true,
    });
    const admin = await t.caller("admin");
    const locked = {
      code: "UNPROCESSABLE_CONTENT",
      message: "Cet avoir est validé : ses lignes ne peuvent plus être modifiées",
    };
    await expect(admin.creditLine.create({ creditId: draft.creditId })).rejects.toMatchObject(locked);
    await expect(admin.creditLine.update({ id: draft.lineId, quantity: "5" })).rejects.toMatchObject(locked);
    await expect(admin.creditLine.delete({ id: draft.lineId })).rejects.toMatchObject(locked);
    const view = await admin.credit.get({ id: draft.creditId });
    expect(view.lines).toEqual([expect.objectContaining({ id: draft.lineId, quantity: "1" })]);
    expect(view.totalTtcCents).toBe(12_000);
  });

  it("lets a draft pass its invoice on the way; its validation refuses it with the TTC shown", async () => {
    const invoice = await insertNumberedInvoice(t.handle.db, issuerId);
    const user = await t.caller("user");
    const { id } = await user.credit.createFromInvoice({ invoiceId: invoice.invoiceId });
    const [first] = (await user.credit.get({ id })).lines;
    // 2 × 720,00 at 20 % + 243,75 at 10 %: 1 728,00 + 268,13 = 1 996,13 on an invoice of 1 132,13.
    await user.creditLine.update({ id: first?.id ?? 0, quantity: "2" });
    expect((await user.credit.get({ id })).totalTtcCents).toBe(199_613);
    await expect(
      (await t.caller("compta")).credit.update({
        id,
        version: await versionOf((await t.caller("compta")).credit, id),
        state: "CREDIT_STATE_VALIDATED",
        confirmed: true,
      }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringMatching(
        /^L'avoir \(1\s996,13\s€ TTC\) dépasse ce qui reste à créditer sur la facture \(1\s132,13\s€ TTC\)$/,
      ),
    });
    // Back to one: validated.
    await user.creditLine.update({ id: first?.id ?? 0, quantity: "1" });
    const validated = await (await t.caller("compta")).credit.update({
      id,
      version: await versionOf((await t.caller("compta")).credit, id),
      state: "CREDIT_STATE_VALIDATED",
      confirmed: true,
    });
    expect(validated).toMatchObject({ state: "CREDIT_STATE_VALIDATED", totalTtcCents: toCents(113_213) });
  });

  it("says so when the line does not exist", async () => {
    await expect(
      (await t.caller("user")).creditLine.update({ id: 99_999_999, quantity: "1" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Cette ligne d'avoir est introuvable",
    });
  });
});
