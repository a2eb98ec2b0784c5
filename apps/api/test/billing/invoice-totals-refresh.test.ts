import { invoiceQuotations, invoices, quotations } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers";
import { insertAcceptedQuotation, insertInvoice } from "./invoicing-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [] });
});
afterAll(() => t.close());

// The sample quotation (3 773,75 TTC); a 30 % deposit is 1 132,13 TTC, split by hand over the rates:
// 20 % → 720,00 HT + 144,00; 10 % → 243,75 HT + 24,38.
const DEPOSIT_LINES = [
  { name: "Acompte 30 %", quantity: "1", unitPriceCents: toCents(72_000), vatRate: "20" },
  { name: "Acompte 30 %", quantity: "1", unitPriceCents: toCents(24_375), vatRate: "10" },
];

describe("refreshInvoiceTotals", () => {
  it("stores the deposit's totals, bills it on the quotation and moves the quotation to BILLED", async () => {
    const db = t.handle.db;
    const issuerId = t.demo.companyIds[0] as number;
    const q = await insertAcceptedQuotation(db, { issuerId });
    const id = await insertInvoice(db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      type: "TYPE_ADVANCE",
      lines: DEPOSIT_LINES,
    });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
    expect(invoice?.totalTtcCents).toBe(113_213);
    expect(invoice?.amountLeftCents).toBe(113_213);
    const [link] = await db.select().from(invoiceQuotations).where(eq(invoiceQuotations.invoiceId, id));
    expect(link?.amountCents).toBe(113_213);
    const [quotation] = await db.select().from(quotations).where(eq(quotations.id, q.quotationId));
    expect(quotation?.state).toBe("QUOTATION_STATE_BILLED");

    // The balance deducts the deposit: 3 773,75 − 1 132,13 = 2 641,62, and the quotation is all billed.
    const balance = await insertInvoice(db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      type: "TYPE_SOLD",
      lines: [
        { name: "Animation", quantity: "2", unitPriceCents: toCents(120_000), vatRate: "20" },
        { name: "Repas", quantity: "25", unitPriceCents: toCents(3_250), vatRate: "10" },
      ],
      deducts: [id],
    });
    const [sold] = await db.select().from(invoices).where(eq(invoices.id, balance));
    expect(sold?.totalTtcCents).toBe(264_162);
    const [after] = await db.select().from(quotations).where(eq(quotations.id, q.quotationId));
    expect(after?.state).toBe("QUOTATION_STATE_IN_BILLED");
  });

  it("refuses an invoice that bills more than is left on its quotation", async () => {
    const db = t.handle.db;
    const issuerId = t.demo.companyIds[0] as number;
    const q = await insertAcceptedQuotation(db, { issuerId });
    await expect(
      insertInvoice(db, {
        issuerId,
        companyId: q.companyId,
        quotationIds: [q.quotationId],
        lines: [{ name: "Trop", quantity: "1", unitPriceCents: toCents(400_000), vatRate: "0" }],
      }),
    ).rejects.toThrow(/dépasse le reste à facturer du devis \(3\s773,75\s€\)/);
  });
});
