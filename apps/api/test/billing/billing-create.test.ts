import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotationBillingModule } from "../../src/modules/billing/quotation-billing";
import { createTestApp, type TestApp } from "../helpers";
import { insertQuotation } from "../proposals/proposal-fixtures";
import { invoiceCount, quotationState, readInvoice } from "./billing-helpers";
import { insertAcceptedQuotation, SAMPLE_LINES, SAMPLE_TTC_CENTS } from "./invoicing-fixtures";

let t: TestApp;
let issuerId: number;
let otherIssuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [quotationBillingModule] });
  issuerId = t.demo.companyIds[0] as number;
  otherIssuerId = t.demo.companyIds[1] as number;
});
afterAll(() => t.close());

// A second quotation on the same recommendation: 10 × 100,00 HT at 20 % → 1 200,00 TTC.
const EXTRA_LINES = [{ name: "Transport", quantity: "10", unitPriceCents: toCents(10_000), vatRate: "20" }];

async function clientWithTwoQuotations() {
  const db = t.handle.db;
  const q = await insertAcceptedQuotation(db, { issuerId, title: "Séminaire" });
  const second = await insertQuotation(db, {
    recommendationId: q.recommendationId,
    issuerId,
    title: "Transport",
    state: "QUOTATION_STATE_ACCEPTED",
    lines: EXTRA_LINES,
  });
  return { ...q, second };
}

describe("the creation modal's choices", () => {
  it("offers the customers and quotations left to bill, not those without HT or already billed", async () => {
    const db = t.handle.db;
    const user = await t.caller("user");
    const q = await clientWithTwoQuotations();
    await insertQuotation(db, {
      recommendationId: q.recommendationId,
      issuerId,
      title: "Vide",
      state: "QUOTATION_STATE_ACCEPTED",
      lines: [],
    });
    const done = await insertAcceptedQuotation(db, { issuerId, clientName: "Client tout facturé" });
    await user.quotationBilling.bill({ quotationId: done.quotationId, type: "TYPE_SOLD" });

    const customers = await user.quotationBilling.invoiceableCompanies({ triangleCompanyId: issuerId });
    expect(customers).toContainEqual({ id: q.companyId, name: q.clientName, isFactor: false });
    expect(customers.map((c) => c.id)).not.toContain(done.companyId);
    const other = await user.quotationBilling.invoiceableCompanies({ triangleCompanyId: otherIssuerId });
    expect(other.map((c) => c.id)).not.toContain(q.companyId);

    const quotationsLeft = await user.quotationBilling.billableQuotations({
      triangleCompanyId: issuerId,
      companyId: q.companyId,
    });
    expect(quotationsLeft.map((row) => [row.id, row.title, row.totalTtcCents, row.leftCents])).toEqual([
      [q.quotationId, "Séminaire", SAMPLE_TTC_CENTS, SAMPLE_TTC_CENTS],
      [q.second, "Transport", 120_000, 120_000],
    ]);
  });
});

describe("quotationBilling.create", () => {
  it("makes one balance draft over the quotations, their deposits deducted", async () => {
    const db = t.handle.db;
    const user = await t.caller("user");
    const q = await clientWithTwoQuotations();
    const { invoiceId: depositId } = await user.quotationBilling.bill({
      quotationId: q.quotationId,
      type: "TYPE_ADVANCE",
      percent: 30,
    });
    const { invoiceId } = await user.quotationBilling.create({
      triangleCompanyId: issuerId,
      companyId: q.companyId,
      quotationIds: [q.second, q.quotationId],
    });
    const invoice = await readInvoice(db, invoiceId);
    // 3 773,75 + 1 200,00 − 1 132,13 = 3 841,62: what was left on both, to the cent.
    expect(invoice).toMatchObject({
      type: "TYPE_SOLD",
      state: "STATE_CREATED",
      totalTtcCents: toCents(384_162),
    });
    expect(invoice.title).toBe("Séminaire / Transport");
    expect(invoice.lines.map((line) => [line.name, line.indexOrder])).toEqual([
      [SAMPLE_LINES[0]?.name, "1.00"],
      [SAMPLE_LINES[1]?.name, "2.00"],
      ["Transport", "3.00"],
    ]);
    expect(invoice.deducted).toEqual([depositId]);
    expect(invoice.links.map((link) => [link.quotationId, link.amountCents]).sort()).toEqual(
      [
        [q.quotationId, 264_162],
        [q.second, 120_000],
      ].sort(),
    );
    expect(await quotationState(db, q.quotationId)).toBe("QUOTATION_STATE_IN_BILLED");
    expect(await quotationState(db, q.second)).toBe("QUOTATION_STATE_IN_BILLED");
  });

  it("refuses no quotation, another issuer's or customer's, a customer not invoiceable, nothing left", async () => {
    const db = t.handle.db;
    const user = await t.caller("user");
    const q = await clientWithTwoQuotations();
    const stranger = await insertAcceptedQuotation(db, { issuerId });
    const elsewhere = await insertAcceptedQuotation(db, { issuerId: otherIssuerId });
    const empty = await insertAcceptedQuotation(db, { issuerId, lines: [] });
    const create = (companyId: number, quotationIds: number[], triangleCompanyId = issuerId) =>
      user.quotationBilling.create({ triangleCompanyId, companyId, quotationIds });
    const refused = async (call: () => Promise<unknown>, code: string, message: RegExp) => {
      const before = await invoiceCount(db);
      await expect(call()).rejects.toMatchObject({ code, message: expect.stringMatching(message) });
      expect(await invoiceCount(db)).toBe(before);
    };
    await refused(() => create(q.companyId, []), "BAD_REQUEST", /Choisissez au moins un devis à facturer/);
    await refused(
      () => create(q.companyId, [q.quotationId, stranger.quotationId]),
      "UNPROCESSABLE_CONTENT",
      /^Le devis DE-TEST-\S+ n'est pas un devis de cette entreprise pour ce client$/,
    );
    await refused(
      () => create(elsewhere.companyId, [elsewhere.quotationId]),
      "UNPROCESSABLE_CONTENT",
      /^Ce client n'a aucun devis à facturer par cette entreprise$/,
    );
    await refused(
      () => create(empty.companyId, [empty.quotationId]),
      "UNPROCESSABLE_CONTENT",
      /^Ce client n'a aucun devis à facturer par cette entreprise$/,
    );
    await user.quotationBilling.bill({ quotationId: q.second, type: "TYPE_SOLD" });
    await refused(
      () => create(q.companyId, [q.quotationId, q.second]),
      "UNPROCESSABLE_CONTENT",
      /ne peut pas être facturé : il doit être accepté ou facturé/,
    );
    await refused(
      () => create(q.companyId, [q.quotationId], 2_000_000_000),
      "NOT_FOUND",
      /^Cette entreprise du groupe est introuvable$/,
    );
  });
});
