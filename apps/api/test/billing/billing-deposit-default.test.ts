import { quotations } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotationBillingModule } from "../../src/modules/billing/quotation-billing";
import { createTestApp, type TestApp } from "../helpers";
import { insertAcceptedQuotation, SAMPLE_TTC_CENTS } from "./invoicing-fixtures";

let t: TestApp;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [quotationBillingModule] });
  issuerId = t.demo.companyIds[0] as number;
});
afterAll(() => t.close());

describe("the deposit modal starts with the quotation's own deposit", () => {
  it("proposes the quotation's deposit percentage and the amount it makes", async () => {
    const db = t.handle.db;
    const user = await t.caller("user");
    const q = await insertAcceptedQuotation(db, { issuerId });
    await db.update(quotations).set({ advancePercent: "30.00" }).where(eq(quotations.id, q.quotationId));
    const summary = await user.quotationBilling.summary({ quotationId: q.quotationId });
    // 30 % of 3 773,75 = 1 132,125 → 1 132,13 (half up).
    expect(SAMPLE_TTC_CENTS).toBe(377_375);
    expect(summary.deposit).toEqual({ percent: 30, amountCents: toCents(113_213) });

    await db.update(quotations).set({ advancePercent: "12.50" }).where(eq(quotations.id, q.quotationId));
    // 12,5 % of 3 773,75 = 471,71875 → 471,72.
    expect((await user.quotationBilling.summary({ quotationId: q.quotationId })).deposit).toEqual({
      percent: 12.5,
      amountCents: toCents(47_172),
    });
  });

  it("proposes nothing when the quotation asks for no deposit", async () => {
    const user = await t.caller("user");
    const q = await insertAcceptedQuotation(t.handle.db, { issuerId });
    expect((await user.quotationBilling.summary({ quotationId: q.quotationId })).deposit).toBeNull();
  });

  it("refuses a deposit with neither percent nor amount, saying why, and bills nothing", async () => {
    const user = await t.caller("user");
    const q = await insertAcceptedQuotation(t.handle.db, { issuerId });
    await expect(
      user.quotationBilling.bill({ quotationId: q.quotationId, type: "TYPE_ADVANCE", percent: null }),
    ).rejects.toThrow("Saisissez le pourcentage ou le montant à facturer");
    expect((await user.quotationBilling.summary({ quotationId: q.quotationId })).billedCents).toBe(0);
  });
});
