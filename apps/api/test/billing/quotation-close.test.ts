import { auditLog, quotations } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotationBillingModule } from "../../src/modules/billing/quotation-billing";
import { accountingQuotationModule } from "../../src/modules/proposals/accounting-quotations";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../work/delivery-report-helpers";
import { quotationState } from "./billing-helpers";
import { insertAcceptedQuotation } from "./invoicing-fixtures";

let t: TestApp;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [accountingQuotationModule, quotationBillingModule] });
  issuerId = t.demo.companyIds[0] as number;
});
afterAll(() => t.close());

describe("'Clôturer le devis': QUOTATION_STATE_DONE set by hand", () => {
  it("closes a quotation in billing, audited; then only a partial invoice may follow", async () => {
    const db = t.handle.db;
    const user = await t.caller("user");
    const q = await insertAcceptedQuotation(db, { issuerId, reference: "DE-CLOSE-2026-00001" });
    expect(await user.accountingQuotation.get({ id: q.quotationId })).toMatchObject({ canClose: true });
    await user.quotationBilling.bill({ quotationId: q.quotationId, type: "TYPE_ADVANCE", percent: 30 });
    expect(await quotationState(db, q.quotationId)).toBe("QUOTATION_STATE_BILLED");

    const closed = await user.accountingQuotation.close({ id: q.quotationId });
    expect(closed).toMatchObject({
      state: "QUOTATION_STATE_DONE",
      canClose: false,
      actions: { deposit: false, partial: true, balance: false },
    });
    const audit = await db
      .select({ from: auditLog.fromValue, to: auditLog.toValue })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "quotation"), eq(auditLog.entityId, q.quotationId)));
    expect(audit).toContainEqual({ from: "QUOTATION_STATE_BILLED", to: "QUOTATION_STATE_DONE" });

    // A deposit is refused; a partial invoice (recurring billing) is made and the quotation stays DONE.
    expect(
      await rejection(
        user.quotationBilling.bill({ quotationId: q.quotationId, type: "TYPE_ADVANCE", percent: 10 }),
      ),
    ).toMatchObject({
      status: 422,
      message: "Une facture d'acompte ne peut pas être créée sur un devis « Terminé »",
    });
    await user.quotationBilling.bill({
      quotationId: q.quotationId,
      type: "TYPE_MONTHLY",
      amountCents: toCents(10_000),
    });
    expect(await quotationState(db, q.quotationId)).toBe("QUOTATION_STATE_DONE");

    // DONE is final: closing again says why.
    expect(await rejection(user.accountingQuotation.close({ id: q.quotationId }))).toMatchObject({
      status: 422,
      message:
        "Un devis « Terminé » ne peut pas être clôturé : seul un devis accepté ou en facturation peut l'être",
    });
  });

  it("refuses to close a quotation that is not accepted, and changes nothing", async () => {
    const db = t.handle.db;
    const user = await t.caller("user");
    const q = await insertAcceptedQuotation(db, { issuerId, reference: "DE-CLOSE-2026-00002" });
    await db
      .update(quotations)
      .set({ state: "QUOTATION_STATE_SEND" })
      .where(eq(quotations.id, q.quotationId));
    expect(await user.accountingQuotation.get({ id: q.quotationId })).toMatchObject({ canClose: false });
    expect(await rejection(user.accountingQuotation.close({ id: q.quotationId }))).toMatchObject({
      status: 422,
      message:
        "Un devis « Envoyé » ne peut pas être clôturé : seul un devis accepté ou en facturation peut l'être",
    });
    expect(await quotationState(db, q.quotationId)).toBe("QUOTATION_STATE_SEND");
    expect(await rejection(user.accountingQuotation.close({ id: 2_000_000 }))).toMatchObject({ status: 404 });
  });
});
