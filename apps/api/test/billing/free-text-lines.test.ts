import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceLineModule } from "../../src/modules/billing/invoice-lines";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { quotationLineModule } from "../../src/modules/proposals/quotation-lines";
import { quotationModule } from "../../src/modules/proposals/quotations";
import { createTestApp, type TestApp } from "../helpers";
import { newQuotationAs } from "../proposals/quotations-helpers";
import { rejection } from "../work/delivery-report-helpers";
import { insertDraft } from "./invoice-edit-helpers";

let t: TestApp;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({
    modules: [invoiceLineModule, invoiceModule, quotationLineModule, quotationModule],
  });
  issuerId = t.demo.companyIds[2] as number;
});
afterAll(() => t.close());

describe("an empty free-text line is never saved", () => {
  it("refuses a quotation's free-text line sent without designation or price, and adds nothing", async () => {
    const { user, id } = await newQuotationAs(t, issuerId);
    // What the dialog sends when Enter is pressed on a new 'Texte libre' left as it opened.
    const untouched = { quotationId: id, name: "", quantity: "1", unitPrice: "", description: "" };
    expect(await rejection(user.quotationLine.create(untouched))).toMatchObject({
      status: 400,
      message: "La désignation de la ligne est obligatoire",
    });
    expect(await rejection(user.quotationLine.create({ ...untouched, name: "Hébergement" }))).toMatchObject({
      status: 400,
      message: "Le prix unitaire HT est obligatoire",
    });
    expect((await user.quotation.get({ id })).lines).toEqual([]);

    const typed = await user.quotationLine.create({ ...untouched, name: "Hébergement", unitPrice: "45,00" });
    expect(typed).toMatchObject({ name: "Hébergement", quantity: "1", unitPriceCents: toCents(4_500) });
  });

  it("refuses to empty an invoice's free-text line, and keeps its text", async () => {
    const draft = await insertDraft(t.handle.db, issuerId);
    const user = await t.caller("user");
    const text = await user.invoiceLine.create({ invoiceId: draft.invoiceId, triangleProductId: null });
    await user.invoiceLine.update({ id: text.id, description: "<p>Prestation réalisée en juin</p>" });
    for (const empty of ["", "<p></p>", "<p> &nbsp; </p>"]) {
      expect(await rejection(user.invoiceLine.update({ id: text.id, description: empty }))).toMatchObject({
        status: 400,
        message: "Saisissez le texte de la ligne : une ligne de texte libre ne peut pas rester vide",
      });
    }
    const { lines } = await user.invoice.get({ id: draft.invoiceId });
    expect(lines.find((line) => line.id === text.id)).toMatchObject({
      description: "<p>Prestation réalisée en juin</p>",
    });
  });
});
