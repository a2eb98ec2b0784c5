import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceLineModule } from "../../src/modules/billing/invoice-lines";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { createTestApp, type TestApp } from "../helpers";
import { insertGroupProduct } from "../proposals/proposal-fixtures";
import { versionOf } from "../versions-helpers";
import { insertDraft, invoiceRow } from "./invoice-edit-helpers";

let t: TestApp;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [invoiceLineModule, invoiceModule] });
  issuerId = t.demo.companyIds[2] as number;
});
afterAll(() => t.close());

describe("invoice lines", () => {
  it("adds a catalogue line (quantity 1) and a free-text line (quantity 0), next order each, totals refreshed", async () => {
    const db = t.handle.db;
    // A deposit of 1 132,13 TTC on the sample quotation (3 773,75): 2 641,62 left to bill.
    const draft = await insertDraft(db, issuerId);
    const productId = await insertGroupProduct(db, {
      name: "Café",
      priceCents: toCents(1_000),
      vatRate: "20",
      companyIds: [issuerId],
    });
    const user = await t.caller("user");
    const options = await user.invoice.productOptions({ invoiceId: draft.invoiceId });
    expect(options.map((option) => option.id)).toContain(productId);

    const line = await user.invoiceLine.create({ invoiceId: draft.invoiceId, triangleProductId: productId });
    expect(line).toMatchObject({
      name: "Café",
      quantity: "1",
      unitPriceCents: toCents(1_000),
      vatRate: "20",
      indexOrder: "3",
    });
    const text = await user.invoiceLine.create({ invoiceId: draft.invoiceId, triangleProductId: null });
    expect(text).toMatchObject({
      quantity: "0",
      unitPriceCents: toCents(0),
      description: "Saisissez votre texte",
      indexOrder: "4",
    });
    // 1 132,13 + 10,00 HT + 2,00 VAT = 1 144,13.
    expect((await invoiceRow(db, draft.invoiceId)).totalTtcCents).toBe(114_413);

    // 3 × 10,00 less 10 % = 27,00 HT, 5,40 VAT: 1 132,13 + 32,40 = 1 164,53.
    const edited = await user.invoiceLine.update({
      id: line.id,
      quantity: "3",
      discount: "10",
      hidden: true,
    });
    expect(edited).toMatchObject({ baseHtCents: toCents(3_000), totalHtCents: toCents(2_700), hidden: true });
    expect((await invoiceRow(db, draft.invoiceId)).totalTtcCents).toBe(116_453);

    // A free-text line changes only its text and order: a price or a quantity sent is refused, not dropped.
    for (const [fields, subject] of [
      [{ unitPrice: "99" }, "le prix"],
      [{ quantity: "2" }, "la quantité"],
      [{ discount: "5" }, "la remise"],
    ] as const) {
      await expect(
        user.invoiceLine.update({ id: text.id, description: "<p>Merci</p>", ...fields }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: `Une ligne de texte libre ne porte que son texte : ${subject} ne s'y saisit pas (ajoutez un produit)`,
      });
    }
    // the values it already has may come back unchanged (a client resending the whole line)
    const textEdited = await user.invoiceLine.update({
      id: text.id,
      description: "<p>Merci</p>",
      unitPrice: "0",
      quantity: "0",
      indexOrder: 0,
    });
    expect(textEdited).toMatchObject({
      description: "<p>Merci</p>",
      unitPriceCents: toCents(0),
      indexOrder: "0",
    });

    await user.invoiceLine.delete({ id: line.id });
    expect((await invoiceRow(db, draft.invoiceId)).totalTtcCents).toBe(113_213);
  });

  it("refuses a line that bills more than is left on the quotation, nothing saved", async () => {
    const db = t.handle.db;
    const draft = await insertDraft(db, issuerId);
    const user = await t.caller("user");
    const view = await user.invoice.get({ id: draft.invoiceId });
    const first = view.lines[0];
    if (!first) throw new Error("no line");
    // 720,00 → 4 000,00 HT at 20 %: 4 800,00 + 268,13 TTC is more than the quotation's 3 773,75.
    await expect(user.invoiceLine.update({ id: first.id, unitPrice: "4000" })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringMatching(/dépasse le reste à facturer du devis/),
    });
    expect((await user.invoice.get({ id: draft.invoiceId })).lines[0]?.unitPriceCents).toBe(72_000);
  });

  it.each([
    ["a negative price", { unitPrice: "-1" }, "Le prix unitaire HT ne peut pas être négatif"],
    ["a discount of 130 %", { discount: "130" }, "La remise doit être comprise entre 0 et 100 %"],
    ["an empty name", { name: " " }, "La désignation de la ligne est obligatoire"],
  ])("refuses %s", async (_name, fields, message) => {
    const draft = await insertDraft(t.handle.db, issuerId);
    const user = await t.caller("user");
    const line = (await user.invoice.get({ id: draft.invoiceId })).lines[0];
    if (!line) throw new Error("no line");
    await expect(user.invoiceLine.update({ id: line.id, ...fields })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message,
    });
  });

  it("refuses changing a line of a validated invoice", async () => {
    const db = t.handle.db;
    const draft = await insertDraft(db, issuerId);
    const compta = await t.caller("compta");
    const view = await compta.invoice.update({
      id: draft.invoiceId,
      version: await versionOf(compta.invoice, draft.invoiceId),
      state: "STATE_VALIDATED",
      confirmed: true,
    });
    const line = view.lines[0];
    if (!line) throw new Error("no line");
    const locked = {
      code: "UNPROCESSABLE_CONTENT",
      message: "Cette facture est validée : ses lignes ne peuvent plus être modifiées, passez par un avoir",
    };
    await expect(compta.invoiceLine.update({ id: line.id, unitPrice: "1" })).rejects.toMatchObject(locked);
    await expect(compta.invoiceLine.delete({ id: line.id })).rejects.toMatchObject(locked);
    await expect(
      compta.invoiceLine.create({ invoiceId: draft.invoiceId, triangleProductId: null }),
    ).rejects.toMatchObject(locked);
    expect((await invoiceRow(db, draft.invoiceId)).totalTtcCents).toBe(113_213);
  });
});
