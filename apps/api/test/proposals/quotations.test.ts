import { quotationExpenses } from "@tronc/db";
import type { RecommendationState } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotationLineModule } from "../../src/modules/proposals/quotation-lines";
import { quotationModule } from "../../src/modules/proposals/quotations";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import { insertGroupProduct, insertLinkedPurchase } from "./proposal-fixtures";
import { newQuotationAs, quotationRowCounts } from "./quotations-helpers";

let t: TestApp;
let issuer: number;
let otherCompany: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [quotationLineModule, quotationModule] });
  issuer = t.demo.companyIds[0] ?? 0;
  otherCompany = t.demo.companyIds[1] ?? 0;
});
afterAll(() => t.close());

const newQuotation = (state?: RecommendationState) => newQuotationAs(t, issuer, state);

describe("quotations", () => {
  it("are created numbered by the recommendation's company, in the recommendation's state", async () => {
    const { user, id, recommendationId } = await newQuotation("RECO_STATE_SEND");
    const quotation = await user.quotation.get({ id });
    expect(quotation).toMatchObject({
      state: "QUOTATION_STATE_SEND",
      paymentMode: 30,
      advancePercent: "0",
      isRecurringPayment: false,
      totalHtCents: toCents(0),
      totalTtcCents: toCents(0),
      lines: [],
      triangleCompany: { id: issuer },
      recommendation: { id: recommendationId, state: "RECO_STATE_SEND" },
      canEditLines: true,
      canDelete: true,
    });
    expect(quotation.reference).toMatch(/^DE-[A-Z0-9]+-\d{4}-\d+$/);
    expect(quotation.updatedBy?.id).toBe(t.demo.userIds.user);
    const second = await user.quotation.get({ id: (await user.quotation.create({ recommendationId })).id });
    expect(second.reference).not.toBe(quotation.reference);
  });

  it("compute lines, VAT per rate and totals as worked out by hand, pack lines included", async () => {
    const { user, id } = await newQuotation();
    const atTwenty = await insertGroupProduct(t.handle.db, {
      name: "Animation quiz",
      priceCents: toCents(1250),
      vatRate: "20",
      unity: "UNITY_DAY",
      companyIds: [issuer],
    });
    const first = await user.quotationLine.create({
      quotationId: id,
      triangleProductId: atTwenty,
      quantity: "3",
      discount: "10",
    });
    // The product is copied: name, description, price, unity and the VAT rate itself.
    expect(first).toMatchObject({
      name: "Animation quiz",
      description: "<p>Description du produit</p>",
      unitPriceCents: toCents(1250),
      unity: "UNITY_DAY",
      vatRate: "20",
      indexOrder: "1",
      baseHtCents: toCents(3750), // 3 × 12,50 €
      totalHtCents: toCents(3375), // 37,50 € − 10 %
    });
    const free = await user.quotationLine.create({ quotationId: id });
    expect(free).toMatchObject({
      name: "Texte libre",
      quantity: "1",
      unitPriceCents: toCents(0),
      vatRate: "20",
      triangleProductId: null,
      indexOrder: "2",
    });
    await user.quotationLine.update({
      id: free.id,
      name: "Hébergement",
      quantity: 2,
      unitPrice: "45,00",
      tva: "5,5",
    });
    await user.quotationLine.create({ quotationId: id, name: "Pack matériel", unitPrice: 10, hidden: true });
    const quotation = await user.quotation.get({ id });
    expect(quotation.lines.map((line) => [line.indexOrder, line.totalHtCents])).toEqual([
      ["1", 3375],
      ["2", 9000], // 2 × 45,00 €
      ["3", 1000], // the pack line counts
    ]);
    expect(quotation.detailTva).toEqual([
      { rate: 5.5, base: 9000, tva: 495 }, // 90,00 € × 5,5 % = 4,95 €
      { rate: 20, base: 4375, tva: 875 }, // (33,75 + 10,00) × 20 % = 8,75 €
    ]);
    expect(quotation).toMatchObject({
      totalHtCents: toCents(13375), // 33,75 + 90,00 + 10,00
      totalTvaCents: toCents(1370), // 4,95 + 8,75
      totalTtcCents: toCents(14745),
      canDelete: false,
    });

    await user.quotationLine.update({ id: first.id, discount: null });
    await user.quotationLine.delete({ id: free.id });
    // 37,50 + 10,00 = 47,50 € at 20 % → VAT 9,50 €, TTC 57,00 €.
    expect(await user.quotation.get({ id })).toMatchObject({
      totalHtCents: toCents(4750),
      totalTvaCents: toCents(950),
      totalTtcCents: toCents(5700),
      detailTva: [{ rate: 20, base: 4750, tva: 950 }],
    });
  });

  it("refuse bad numbers with a French message and a 400, saving nothing", async () => {
    const { user, id } = await newQuotation();
    const before = await quotationRowCounts(t.handle.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ discount: 101 }, "La remise doit être comprise entre 0 et 100 %"],
      [{ discount: -1 }, "La remise doit être comprise entre 0 et 100 %"],
      [{ quantity: "abc" }, "La quantité « abc » n'est pas un nombre valide"],
      [{ unitPrice: "douze" }, "Le prix unitaire HT « douze » n'est pas un montant valide"],
      [{ tva: 7 }, "Le taux de TVA 7 % ne fait pas partie des taux de TVA enregistrés"],
      [{ unity: "UNITY_LITRE" }, "L'unité « UNITY_LITRE » n'existe pas"],
      [{ name: "  " }, "La désignation de la ligne est obligatoire"],
    ];
    for (const [fields, message] of cases) {
      expect(await rejection(user.quotationLine.create({ quotationId: id, ...fields }))).toEqual({
        code: "BAD_REQUEST",
        message,
      });
    }
    const line = await user.quotationLine.create({ quotationId: id, unitPrice: 100 });
    expect(await rejection(user.quotationLine.update({ id: line.id, discount: "100,5" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    expect((await user.quotationLine.get({ id: line.id })).discountPercent).toBe("0");
    expect(await rejection(user.quotation.update({ id, version: 2, paymentMode: 15 }))).toEqual({
      code: "BAD_REQUEST",
      message: "Le mode de paiement « 15 » n'existe pas (-1, 0, 30, 45 ou 60)",
    });
    expect(await rejection(user.quotation.update({ id, version: 2, advancePercent: "150" }))).toEqual({
      code: "BAD_REQUEST",
      message: "L'acompte doit être compris entre 0 et 100 %",
    });
    expect(await quotationRowCounts(t.handle.db)).toEqual({ ...before, lines: (before.lines ?? 0) + 1 });
  });

  it("refuse a product another company sells, or a disabled one (422 naming it)", async () => {
    const { user, id } = await newQuotation();
    const elsewhere = await insertGroupProduct(t.handle.db, {
      name: "Séminaire ailleurs",
      priceCents: toCents(100),
      vatRate: "20",
      companyIds: [otherCompany],
    });
    const { message, code } = await rejection(
      user.quotationLine.create({ quotationId: id, triangleProductId: elsewhere }),
    );
    expect(code).toBe("UNPROCESSABLE_CONTENT");
    expect(message).toMatch(/^Le produit « Séminaire ailleurs » n'est pas vendu par /);
    const disabled = await insertGroupProduct(t.handle.db, {
      name: "Ancien produit",
      priceCents: toCents(100),
      vatRate: "20",
      companyIds: [issuer],
      isEnabled: false,
    });
    expect(
      await rejection(user.quotationLine.create({ quotationId: id, triangleProductId: disabled })),
    ).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: "Le produit « Ancien produit » est désactivé : il ne peut plus être vendu",
    });
    expect((await user.quotation.get({ id })).lines).toEqual([]);
  });

  it("need a supplier offering each linked purchase, then create the purchase lines with the line", async () => {
    const { user, id } = await newQuotation();
    const product = await insertGroupProduct(t.handle.db, {
      name: "Régate",
      priceCents: toCents(20000),
      vatRate: "20",
      companyIds: [issuer],
    });
    const gilets = await insertLinkedPurchase(t.handle.db, product, "Gilets de sauvetage", "2");
    const options = await user.quotation.productOptions({ quotationId: id });
    const option = options.find((candidate) => candidate.id === product);
    expect(option?.linkedPurchases).toMatchObject([
      {
        quantity: "2",
        productType: { name: "Gilets de sauvetage" },
        offers: [
          { supplierName: "Fournisseur de Gilets de sauvetage", priceHtCents: toCents(800), vatRate: 20 },
        ],
      },
    ]);
    expect(options.some((candidate) => candidate.name === "Séminaire ailleurs")).toBe(false);

    const before = await quotationRowCounts(t.handle.db);
    const missing = "Vous devez choisir un fournisseur pour Gilets de sauvetage.";
    const attempts = [
      [],
      [{ triangleProductExpenseId: gilets.expenseId, supplierId: null }],
      [
        {
          triangleProductExpenseId: gilets.expenseId,
          supplierId: (await insertSupplier(t, "Sans offre")).id,
        },
      ],
    ];
    for (const linkedPurchases of attempts) {
      expect(
        await rejection(
          user.quotationLine.create({ quotationId: id, triangleProductId: product, linkedPurchases }),
        ),
      ).toEqual({ code: "UNPROCESSABLE_CONTENT", message: missing });
    }
    expect(await quotationRowCounts(t.handle.db)).toEqual(before);

    await user.quotationLine.create({
      quotationId: id,
      triangleProductId: product,
      quantity: 3,
      linkedPurchases: [{ triangleProductExpenseId: gilets.expenseId, supplierId: gilets.supplierId }],
    });
    const purchases = await t.handle.db
      .select({ supplierId: quotationExpenses.supplierId })
      .from(quotationExpenses)
      .where(eq(quotationExpenses.quotationId, id));
    expect(purchases).toEqual([{ supplierId: gilets.supplierId }]);
    // 3 sold × 2 gilets each = 6 × 8,00 € = 48,00 € HT, + 20 % = 57,60 € TTC.
    expect(await user.quotation.get({ id })).toMatchObject({
      totalHtCents: toCents(60000), // 3 × 200,00 €
      expensesTotalHtCents: toCents(4800),
      expensesTotalTtcCents: toCents(5760),
      canDelete: false,
    });
  });
});
