import { quotationExpenses, quotationSupplierProducts, quotations } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSessionUser } from "../../src/auth/session-user";
import { purchaseFeeModule } from "../../src/modules/proposals/purchase-fees";
import { purchaseLineModule } from "../../src/modules/proposals/purchase-lines";
import { quotationExpenseModule } from "../../src/modules/proposals/quotation-expenses";
import { generatePurchaseLines } from "../../src/services/proposals/purchases/generate";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import { insertOffer } from "./proposal-fixtures";
import { insertProposal } from "./purchases-helpers";

let t: TestApp;
let quotationId: number;
let supplierId: number;
let beerTypeId: number;
let otherTypeId: number;

beforeAll(async () => {
  t = await createTestApp({ modules: [purchaseFeeModule, purchaseLineModule, quotationExpenseModule] });
  const proposal = await insertProposal(t.handle.db, {
    issuerId: t.demo.companyIds[0] ?? 0,
    managerId: t.demo.userIds.chef,
  });
  quotationId = proposal.quotationId;
  supplierId = (await insertSupplier(t, "Brasserie du Rhône")).id;
  beerTypeId = await insertOffer(t.handle.db, supplierId, {
    name: "Fût de bière",
    priceHtCents: toCents(420),
    deliveryDays: "1.5",
    isFood: true,
  });
  const otherSupplier = (await insertSupplier(t, "Sono Pro")).id;
  otherTypeId = await insertOffer(t.handle.db, otherSupplier, {
    name: "Enceinte",
    priceHtCents: toCents(9000),
  });
});

afterAll(() => t.close());

const lineCount = async () =>
  (await t.handle.db.select({ n: count() }).from(quotationSupplierProducts))[0]?.n ?? 0;

const quotationRow = async () => {
  const [row] = await t.handle.db.select().from(quotations).where(eq(quotations.id, quotationId));
  return row;
};

describe("a supplier purchase with a line and a fee", () => {
  it("adds up to 57,00 HT, 9,23 VAT and 66,23 TTC, on the purchase and on the quotation", async () => {
    const user = await t.caller("user");
    const purchase = await user.quotationExpense.create({
      quotationId,
      supplierId,
      title: "Bières du séminaire",
    });
    expect(purchase.supplier).toEqual({ id: supplierId, name: "Brasserie du Rhône", city: "Lyon" });
    expect(purchase.canDelete).toBe(true);
    // From the offer: name, 4,20 €, VAT 20, delivery 1,5 day → 2 whole working days.
    const line = await user.purchaseLine.create({
      quotationExpenseId: purchase.id,
      productTypeId: beerTypeId,
      quantity: "10",
    });
    expect(line).toMatchObject({
      name: "Fût de bière",
      unitPriceCents: toCents(420),
      vatRate: "20",
      deliveryDays: 2,
      productType: { id: beerTypeId, isFood: true },
      baseHtCents: toCents(4200),
      totalHtCents: toCents(4200),
      supplierInvoice: null,
    });
    const fee = await user.purchaseFee.create({
      quotationSupplierProductId: line.id,
      name: "Livraison",
      tva: "5,5",
      unitPrice: "7,50",
      quantity: 2,
    });
    expect(fee.totalHtCents).toBe(1500);
    // lines 10 × 4,20 = 42,00 + fee 2 × 7,50 = 15,00 → 57,00 HT
    // VAT 42,00 × 20 % = 8,40; 15,00 × 5,5 % = 0,825 → 0,83; total 9,23; TTC 66,23
    const [view] = await user.quotationExpense.listByQuotation({ quotationId });
    expect(view).toMatchObject({
      totalHtCents: toCents(5700),
      totalTvaCents: toCents(923),
      totalTtcCents: toCents(6623),
      canDelete: false,
    });
    expect(view?.detailTva).toEqual([
      { rate: 5.5, base: 1500, tva: 83 },
      { rate: 20, base: 4200, tva: 840 },
    ]);
    expect(await quotationRow()).toMatchObject({
      expensesTotalHtCents: toCents(5700),
      expensesTotalTtcCents: toCents(6623),
    });

    // A 10 % discount on the line: 42,00 → 37,80; HT 52,80; VAT 7,56 + 0,83 = 8,39; TTC 61,19
    await user.purchaseLine.update({ id: line.id, discount: "10" });
    expect(await quotationRow()).toMatchObject({
      expensesTotalHtCents: toCents(5280),
      expensesTotalTtcCents: toCents(6119),
    });

    // Without the fee: 37,80 HT, 7,56 VAT, 45,36 TTC
    await user.purchaseFee.delete({ id: fee.id });
    expect(await quotationRow()).toMatchObject({
      expensesTotalHtCents: toCents(3780),
      expensesTotalTtcCents: toCents(4536),
    });

    await user.purchaseLine.delete({ id: line.id });
    expect(await quotationRow()).toMatchObject({
      expensesTotalHtCents: toCents(0),
      expensesTotalTtcCents: toCents(0),
    });
    await user.quotationExpense.delete({ id: purchase.id });
    expect(await user.quotationExpense.listByQuotation({ quotationId })).toEqual([]);
  });
});

describe("refusals save nothing", () => {
  it("a product type the supplier does not offer is a 422 naming both", async () => {
    const user = await t.caller("user");
    const purchase = await user.quotationExpense.create({
      quotationId,
      supplierId,
      title: "Bières du cocktail",
    });
    const before = await lineCount();
    const refused = await rejection(
      user.purchaseLine.create({ quotationExpenseId: purchase.id, productTypeId: otherTypeId }),
    );
    expect(refused).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: "Le fournisseur Brasserie du Rhône ne propose pas le produit Enceinte",
    });
    expect(await lineCount()).toBe(before);
  });

  it("a purchase needs a title longer than 3 characters and an active supplier", async () => {
    const user = await t.caller("user");
    const before = (await t.handle.db.select({ n: count() }).from(quotationExpenses))[0]?.n;
    expect(
      (await rejection(user.quotationExpense.create({ quotationId, supplierId, title: "Bar" }))).message,
    ).toBe("Le titre de l'achat est obligatoire (plus de 3 caractères)");
    expect(
      (await rejection(user.quotationExpense.create({ quotationId, title: "Sans fournisseur" }))).message,
    ).toBe("Choisissez le fournisseur de l'achat");
    const retired = (await insertSupplier(t, "Ancien traiteur", { isActive: false })).id;
    expect(
      await rejection(
        user.quotationExpense.create({ quotationId, supplierId: retired, title: "Buffet froid" }),
      ),
    ).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: "Le fournisseur Ancien traiteur est désactivé : choisissez-en un autre",
    });
    expect((await t.handle.db.select({ n: count() }).from(quotationExpenses))[0]?.n).toBe(before);
  });

  it("a line needs a name and a price; the discount stays within 0–100", async () => {
    const user = await t.caller("user");
    const purchase = await user.quotationExpense.create({
      quotationId,
      supplierId,
      title: "Bières de la soirée",
    });
    const before = await lineCount();
    const refused = await rejection(
      user.purchaseLine.create({
        quotationExpenseId: purchase.id,
        productTypeId: beerTypeId,
        discount: "120",
      }),
    );
    expect(refused.message).toBe("La remise doit être comprise entre 0 et 100 % avec deux décimales au plus");
    expect(
      (await rejection(user.purchaseLine.create({ quotationExpenseId: purchase.id, name: "Sans produit" })))
        .message,
    ).toBe("Choisissez le produit de la ligne d'achat");
    expect(await lineCount()).toBe(before);
  });
});

describe("deleting a purchase", () => {
  it("is refused with lines or a supplier PDF (422), then allowed once they are gone", async () => {
    const user = await t.caller("user");
    const purchase = await user.quotationExpense.create({
      quotationId,
      supplierId,
      title: "Bières du dîner",
    });
    const line = await user.purchaseLine.create({
      quotationExpenseId: purchase.id,
      productTypeId: beerTypeId,
    });
    expect(await rejection(user.quotationExpense.delete({ id: purchase.id }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: "Cet achat ne peut pas être supprimé : il a 1 ligne(s). Retirez-les d'abord.",
    });
    await user.purchaseLine.delete({ id: line.id });
    await user.quotationExpense.delete({ id: purchase.id });
    expect((await rejection(user.quotationExpense.get({ id: purchase.id }))).code).toBe("NOT_FOUND");
  });
});

describe("generatePurchaseLines (a sold group product's linked purchases)", () => {
  it("adds quantity × linked quantity priced from the offer to the supplier's open purchase, or a new one", async () => {
    const user = await t.caller("user");
    const fresh = await insertProposal(t.handle.db, { issuerId: t.demo.companyIds[0] ?? 0, managerId: null });
    const sessionUser = await loadSessionUser(t.handle.db, t.demo.userIds.user);
    if (!sessionUser) throw new Error("the demo user is missing");
    await t.handle.db.transaction((tx) =>
      generatePurchaseLines(
        { db: tx, user: sessionUser, now: new Date() },
        {
          quotationId: fresh.quotationId,
          productName: "Cocktail dînatoire",
          quantity: "3",
          expenses: [{ productTypeId: beerTypeId, supplierId, quantity: "2.5" }],
        },
      ),
    );
    const [purchase] = await user.quotationExpense.listByQuotation({ quotationId: fresh.quotationId });
    // 3 sold × 2,5 per unit = 7,5 barrels at 4,20 € = 31,50 HT; VAT 6,30; TTC 37,80
    expect(purchase).toMatchObject({
      title: `${fresh.clientName} - Cocktail dînatoire`,
      totalHtCents: toCents(3150),
      totalTtcCents: toCents(3780),
    });
    expect(purchase?.lines.map((line) => [line.name, line.quantity])).toEqual([["Fût de bière", "7.5"]]);

    const refused = await rejection(
      user.quotationExpense.generate({
        quotationId: fresh.quotationId,
        productName: "Cocktail dînatoire",
        quantity: 1,
        expenses: [
          { productTypeId: beerTypeId, supplierId, quantity: 1 },
          { productTypeId: otherTypeId, supplierId, quantity: 1 },
        ],
      }),
    );
    expect(refused.message).toBe("Le fournisseur Brasserie du Rhône ne propose pas le produit Enceinte");
    const [unchanged] = await user.quotationExpense.listByQuotation({ quotationId: fresh.quotationId });
    expect(unchanged?.lines).toHaveLength(1);

    // 999 999 999 sold × 10 bought each would not fit a quantity: refused, nothing written.
    const tooMany = await rejection(
      user.quotationExpense.generate({
        quotationId: fresh.quotationId,
        productName: "Cocktail dînatoire",
        quantity: "999999999",
        expenses: [{ productTypeId: beerTypeId, supplierId, quantity: 10 }],
      }),
    );
    expect(tooMany).toEqual({ code: "BAD_REQUEST", message: "La quantité ne peut pas dépasser 999 999 999" });

    // Again through the procedure: the same open purchase grows (1 × 2 = 2 more barrels: 8,40 HT).
    await user.quotationExpense.generate({
      quotationId: fresh.quotationId,
      productName: "Cocktail dînatoire",
      quantity: 1,
      expenses: [{ productTypeId: beerTypeId, supplierId, quantity: 2 }],
    });
    const purchases = await user.quotationExpense.listByQuotation({ quotationId: fresh.quotationId });
    expect(purchases).toHaveLength(1);
    expect(purchases[0]?.totalHtCents).toBe(3150 + 840);
  });
});
