import { quotationExpenses, quotations, recommendations } from "@tronc/db";
import type { RecommendationState } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupProductModule } from "../../src/modules/catalogue/group-products";
import { quotationLineModule } from "../../src/modules/proposals/quotation-lines";
import { quotationModule } from "../../src/modules/proposals/quotations";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import { insertGroupProduct } from "./proposal-fixtures";
import { newQuotationAs } from "./quotations-helpers";

let t: TestApp;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [groupProductModule, quotationLineModule, quotationModule] });
  issuer = t.demo.companyIds[0] ?? 0;
});
afterAll(() => t.close());

const newQuotation = (state?: RecommendationState) => newQuotationAs(t, issuer, state);

describe("a quotation's header, deletion and lock", () => {
  it("save the header's title and payment terms", async () => {
    const { user, id, recommendationId } = await newQuotation();
    const saved = await user.quotation.update({
      id,
      version: 1,
      title: " Séminaire d'été ",
      advancePercent: "30",
      paymentMode: -1,
      isRecurringPayment: true,
      comment: "<p>Merci</p><script>alert(1)</script>",
    });
    expect(saved).toMatchObject({
      title: "Séminaire d'été",
      advancePercent: "30",
      paymentMode: -1,
      isRecurringPayment: true,
      comment: "<p>Merci</p>",
    });
    expect((await user.quotation.update({ id, version: saved.version, comment: null })).comment).toBeNull();
    // The recommendation is found by its quotations' titles.
    const [reco] = await t.handle.db
      .select({ searchText: recommendations.searchText })
      .from(recommendations)
      .where(eq(recommendations.id, recommendationId));
    expect(reco?.searchText).toContain("seminaire d'ete");
  });

  it("delete only without lines and purchases (422 otherwise)", async () => {
    const { user, id } = await newQuotation();
    const line = await user.quotationLine.create({ quotationId: id });
    const refused = "Ce devis ne peut être supprimé que s'il n'a ni ligne ni achat fournisseur";
    expect(await rejection(user.quotation.delete({ id }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: refused,
    });
    await user.quotationLine.delete({ id: line.id });
    const supplierId = (await insertSupplier(t, "Traiteur du port")).id;
    const [purchase] = await t.handle.db
      .insert(quotationExpenses)
      .values({ quotationId: id, supplierId, title: "Client - repas" })
      .returning({ id: quotationExpenses.id });
    expect(await rejection(user.quotation.delete({ id }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: refused,
    });
    await t.handle.db.delete(quotationExpenses).where(eq(quotationExpenses.id, purchase?.id ?? 0));
    await user.quotation.delete({ id });
    expect(await rejection(user.quotation.get({ id }))).toEqual({
      code: "NOT_FOUND",
      message: "Ce devis est introuvable",
    });
  });

  it("lock the lines once invoicing begins, and keep a sold group product from being deleted", async () => {
    // Lines are written while the quotation is a draft (an accepted one is locked too: amendments.test.ts).
    const { user, id } = await newQuotation();
    const product = await insertGroupProduct(t.handle.db, {
      priceCents: toCents(500),
      vatRate: "10",
      companyIds: [issuer],
    });
    const line = await user.quotationLine.create({ quotationId: id, triangleProductId: product });
    const admin = await t.caller("admin");
    expect((await rejection(admin.triangleProduct.delete({ id: product }))).code).toBe("CONFLICT");

    await t.handle.db
      .update(quotations)
      .set({ state: "QUOTATION_STATE_BILLED" })
      .where(eq(quotations.id, id));
    expect((await user.quotation.get({ id })).canEditLines).toBe(false);
    const locked = {
      code: "UNPROCESSABLE_CONTENT",
      message: "Les lignes de ce devis ne peuvent plus être modifiées : sa facturation a commencé",
    };
    expect(await rejection(user.quotationLine.create({ quotationId: id }))).toEqual(locked);
    expect(await rejection(user.quotationLine.update({ id: line.id, quantity: 2 }))).toEqual(locked);
    expect(await rejection(user.quotationLine.delete({ id: line.id }))).toEqual(locked);
  });
});
