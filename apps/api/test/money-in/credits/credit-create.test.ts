import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotationBillingModule } from "../../../src/modules/billing/quotation-billing";
import { creditModule } from "../../../src/modules/money-in/credits";
import { SAMPLE_LINES } from "../../billing/invoicing-fixtures";
import { createTestApp, type TestApp } from "../../helpers";
import { insertLeadWithClient } from "../../proposals/proposal-fixtures";
import { insertCredit, insertPayment } from "../money-in-fixtures";
import { creditRow, insertInvoiceableClient, insertNumberedInvoice, today } from "./credit-helpers";

let t: TestApp;
let issuerId: number;
let otherIssuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [creditModule, quotationBillingModule] });
  issuerId = t.demo.companyIds[0] as number;
  otherIssuerId = t.demo.companyIds[1] as number;
});
afterAll(() => t.close());

describe("credit.create ('Ajouter un avoir')", () => {
  it("creates an empty draft of the issuer to the client, dated today, billed as the client", async () => {
    const client = await insertInvoiceableClient(t.handle.db, issuerId, "Lumière SARL");
    const user = await t.caller("user");
    const { id } = await user.credit.create({ triangleCompanyId: issuerId, companyId: client.companyId });
    const view = await user.credit.get({ id });
    expect(view).toMatchObject({
      reference: null,
      displayReference: "Avoir en cours de création",
      state: "CREDIT_STATE_CREATED",
      selectableStates: ["CREDIT_STATE_CREATED", "CREDIT_STATE_VALIDATED"],
      creditDate: today(),
      company: { id: client.companyId, name: "Lumière SARL", isFactor: false },
      triangleCompany: { id: issuerId },
      invoice: null,
      invoiceHeadName: "Lumière SARL",
      invoiceAddress: "12 rue des Lilas\n69003 Lyon",
      totalTtcCents: toCents(0),
      amountLeftCents: toCents(0),
      lines: [],
      uses: [],
      canEditLines: true,
      canChangeParties: true,
      canDelete: true,
      canValidate: false,
    });
    expect(view.createdBy?.id).toBe(t.demo.userIds.user);
    expect(view.createdBy?.fullname).not.toBe("");
    // The list (H2) searches this text: client and issuer, lower case, without accents.
    expect((await creditRow(t.handle.db, id)).searchText).toContain("lumiere sarl");
    expect((await (await t.caller("compta")).credit.get({ id })).canValidate).toBe(true);
  });

  it("refuses a customer the issuer may not invoice, and an unknown issuer or client", async () => {
    const user = await t.caller("user");
    const stranger = await insertLeadWithClient(t.handle.db, { issuerId });
    await expect(
      user.credit.create({ triangleCompanyId: issuerId, companyId: stranger.companyId }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Ce client n'est ni facturé ni à facturer par cette entreprise émettrice",
    });
    // The client is invoiceable by the first issuer, not by the other one.
    const client = await insertInvoiceableClient(t.handle.db, issuerId);
    await expect(
      user.credit.create({ triangleCompanyId: otherIssuerId, companyId: client.companyId }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    await expect(
      user.credit.create({ triangleCompanyId: 99_999_999, companyId: client.companyId }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      user.credit.create({ triangleCompanyId: issuerId, companyId: 99_999_999 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("credit.recipients (the 'Ajouter un avoir' modal's customers)", () => {
  it("offers the clients the issuer has invoiced, even with nothing left to bill, and those it may invoice", async () => {
    const db = t.handle.db;
    const user = await t.caller("user");
    // Billed in full: the invoice carries the whole sample quotation (3 773,75 TTC), nothing left to bill.
    const billed = await insertNumberedInvoice(db, issuerId, { lines: SAMPLE_LINES });
    const toBill = await insertInvoiceableClient(db, issuerId, "Atelier à facturer");
    const stranger = await insertLeadWithClient(db, { issuerId });
    const offered = (await user.credit.recipients({ triangleCompanyId: issuerId })).map((c) => c.id);
    expect(offered).toContain(billed.companyId);
    expect(offered).toContain(toBill.companyId);
    expect(offered).not.toContain(stranger.companyId);
    expect(
      await user.quotationBilling.invoiceableCompanies({ triangleCompanyId: issuerId }),
    ).not.toContainEqual(expect.objectContaining({ id: billed.companyId }));
    // …and the server takes what the modal offers.
    const { id } = await user.credit.create({ triangleCompanyId: issuerId, companyId: billed.companyId });
    expect((await user.credit.get({ id })).company.id).toBe(billed.companyId);
    // Another issuer has never invoiced that client.
    const other = (await user.credit.recipients({ triangleCompanyId: otherIssuerId })).map((c) => c.id);
    expect(other).not.toContain(billed.companyId);
  });
});

describe("credit.get", () => {
  it("shows a validated credit's totals, its invoice and the payments drawn on it", async () => {
    const db = t.handle.db;
    const invoice = await insertNumberedInvoice(db, issuerId);
    // 2 × 100,00 HT at 20 % → HT 200,00, VAT 40,00, TTC 240,00.
    const creditId = await insertCredit(db, {
      issuerId,
      companyId: invoice.companyId,
      invoiceId: invoice.invoiceId,
      state: "CREDIT_STATE_VALIDATED",
      reference: "AV-TST-2026-00001",
      lines: [{ name: "Remise", quantity: "2", unitPriceCents: toCents(10_000), vatRate: "20" }],
    });
    await insertPayment(db, {
      invoiceId: invoice.invoiceId,
      amountCents: toCents(9_000),
      creditId,
      paidAt: "2026-11-21",
    });
    const view = await (await t.caller("user")).credit.get({ id: creditId });
    expect(view).toMatchObject({
      reference: "AV-TST-2026-00001",
      displayReference: "AV-TST-2026-00001",
      selectableStates: ["CREDIT_STATE_VALIDATED", "CREDIT_STATE_PARTIALY_USED", "CREDIT_STATE_USED"],
      invoice: { id: invoice.invoiceId, reference: invoice.reference, invoiceDate: "2026-11-02" },
      totalHtCents: toCents(20_000),
      totalTvaCents: toCents(4_000),
      totalTtcCents: toCents(24_000),
      detailTva: [{ rate: 20, base: 20_000, tva: 4_000 }],
      // 240,00 − 90,00 drawn = 150,00 left.
      amountLeftCents: toCents(15_000),
      state: "CREDIT_STATE_PARTIALY_USED",
      canEditLines: false,
      canChangeParties: false,
      canDelete: false,
    });
    expect(view.lines).toEqual([
      expect.objectContaining({
        name: "Remise",
        quantity: "2",
        vatRate: "20",
        totalHtCents: toCents(20_000),
      }),
    ]);
    expect(view.uses).toEqual([
      {
        paymentId: expect.any(Number),
        paidAt: "2026-11-21",
        amountCents: toCents(9_000),
        paymentType: "TYPE_SOLD",
        paymentMode: "MODE_CREDIT",
        invoice: { id: invoice.invoiceId, reference: invoice.reference },
      },
    ]);
  });

  it("says so when the credit does not exist", async () => {
    await expect((await t.caller("user")).credit.get({ id: 99_999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Cet avoir est introuvable",
    });
  });
});
