import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupProductExpenseModule } from "../../src/modules/catalogue/group-product-expenses";
import { groupProductModule } from "../../src/modules/catalogue/group-products";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import { demoVatIds, groupProductRowCounts, insertProductType } from "./triangle-product-helpers";

let t: TestApp;
let vatId: number;
let otherVatId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [groupProductExpenseModule, groupProductModule] });
  [vatId, otherVatId] = await demoVatIds(t.handle.db);
});
afterAll(() => t.close());

const product = (overrides: Record<string, unknown> = {}) => ({
  name: "Escape game mobile",
  reference: "ESC-01",
  type: "TYPE_SERVICE",
  unity: "UNITY_DAY",
  price: "1 200,50",
  vatRateId: vatId,
  triangleCompanyIds: [t.demo.companyIds[0] ?? 0],
  description: "Une demi-journée d'énigmes",
  ...overrides,
});

const rowCounts = () => groupProductRowCounts(t.handle.db);

describe("group products through tRPC", () => {
  it("a super admin creates one, a plain user reads it but is refused writing (403)", async () => {
    const admin = await t.caller("admin");
    const created = await admin.triangleProduct.create(product());
    expect(created).toMatchObject({
      name: "Escape game mobile",
      reference: "ESC-01",
      priceCents: toCents(120050), // '1 200,50' → 1200 € × 100 + 50 c
      vatRate: 20,
      isEnabled: true,
      countExpenses: 0,
      expenses: [],
      canEdit: true,
      canDelete: true,
      triangleCompanies: [{ id: t.demo.companyIds[0] }],
    });
    const user = await t.caller("user");
    const read = await user.triangleProduct.get({ id: created.id });
    expect(read).toMatchObject({ name: "Escape game mobile", canEdit: false, canDelete: false });
    const before = await rowCounts();
    for (const attempt of [
      user.triangleProduct.create(product({ reference: "NOPE" })),
      user.triangleProduct.update({ id: created.id, name: "Piraté" }),
      user.triangleProduct.delete({ id: created.id }),
    ]) {
      expect((await rejection(attempt)).code).toBe("FORBIDDEN");
    }
    expect(await rowCounts()).toEqual(before);
    expect((await user.triangleProduct.search({})).canCreate).toBe(false);
    expect((await admin.triangleProduct.search({})).canCreate).toBe(true);
  });

  it("updates every field, an absent one kept; the companies follow the ticks", async () => {
    const admin = await t.caller("admin");
    const [first, second, third] = t.demo.companyIds;
    const created = await admin.triangleProduct.create(product({ reference: "UPD-1" }));
    const updated = await admin.triangleProduct.update({
      id: created.id,
      name: "Quiz géant",
      price: 99.9,
      unity: "UNITY_UNITY",
      type: "TYPE_PRODUCT",
      vatRateId: otherVatId,
      triangleCompanyIds: [second ?? 0, third ?? 0],
      isEnabled: false,
      description: null,
    });
    expect(updated).toMatchObject({
      name: "Quiz géant",
      reference: "UPD-1",
      priceCents: toCents(9990),
      unity: "UNITY_UNITY",
      type: "TYPE_PRODUCT",
      vatRate: 10,
      isEnabled: false,
      description: null,
    });
    expect(updated.triangleCompanies.map((company) => company.id).sort()).toEqual([second, third].sort());
    const kept = await admin.triangleProduct.update({ id: created.id, reference: "UPD-2" });
    expect(kept).toMatchObject({ name: "Quiz géant", priceCents: toCents(9990), reference: "UPD-2" });
    expect(kept.triangleCompanies.map((company) => company.id)).not.toContain(first);
  });

  it("searches by reference or name, group company, deactivated ones on demand, 50 a page or 10 000", async () => {
    const admin = await t.caller("admin");
    const [first, second] = t.demo.companyIds;
    for (let index = 1; index <= 52; index++) {
      await admin.triangleProduct.create(
        product({
          reference: `PAG-${String(index).padStart(2, "0")}`,
          name: `Atelier cuisiné ${index}`,
          triangleCompanyIds: [index === 7 ? (second ?? 0) : (first ?? 0)],
          isEnabled: index !== 3,
        }),
      );
    }
    const user = await t.caller("user");
    const firstPage = await user.triangleProduct.search({ q: "atelier cuisine" });
    expect(firstPage).toMatchObject({ total: 51, pageSize: 50, page: 1 });
    expect(firstPage.items[0]?.reference).toBe("PAG-01");
    expect((await user.triangleProduct.search({ q: "atelier cuisine", page: 2 })).items).toHaveLength(1);
    expect((await user.triangleProduct.search({ q: "atelier cuisine", showAll: true })).total).toBe(52);
    expect((await user.triangleProduct.search({ q: "pag-03" })).total).toBe(0);
    expect((await user.triangleProduct.search({ q: "pag-03", state: "disabled" })).total).toBe(1);
    const ofSecond = await user.triangleProduct.search({ q: "atelier", triangleCompanyId: second ?? 0 });
    expect(ofSecond.items.map((item) => item.reference)).toEqual(["PAG-07"]);
    const picker = await user.triangleProduct.search({ pageSize: 10_000, triangleCompanyId: first ?? 0 });
    expect(picker.items.length).toBe(picker.total);
    expect(picker.total).toBeGreaterThanOrEqual(50);
  });

  it("refuses each bad input in French with a 4xx, saving nothing", async () => {
    const admin = await t.caller("admin");
    const before = await rowCounts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: "-5" }, "BAD_REQUEST", "Le prix du produit ne peut pas être négatif"],
      [
        { price: "douze" },
        "BAD_REQUEST",
        "Le prix « douze » n'est pas un montant valide (par exemple 1 200,50)",
      ],
      [{ price: "12,345" }, "BAD_REQUEST", "Le prix du produit ne peut pas avoir plus de deux décimales"],
      [{ vatRateId: 999_999 }, "BAD_REQUEST", "La TVA choisie pour ce produit n'existe pas"],
      [{ unity: "UNITY_HOUR" }, "BAD_REQUEST", "Choisissez l'unité du prix : jour, mois, unité, kg ou m²"],
      [{ type: "TYPE_GIFT" }, "BAD_REQUEST", "Choisissez le type du produit : Produit ou Prestation"],
      [{ triangleCompanyIds: [] }, "BAD_REQUEST", "Associez le produit à au moins une entreprise du groupe"],
      [
        { triangleCompanyIds: [999_999] },
        "BAD_REQUEST",
        "Une des entreprises du groupe associées au produit n'existe pas",
      ],
      [{ reference: " " }, "BAD_REQUEST", "La référence du produit est obligatoire"],
      [
        { reference: "R".repeat(61) },
        "BAD_REQUEST",
        "La référence du produit ne peut pas dépasser 60 caractères",
      ],
      [{ name: "" }, "BAD_REQUEST", "Le titre du produit est obligatoire"],
    ];
    for (const [change, code, message] of cases) {
      expect(await rejection(admin.triangleProduct.create(product(change))), JSON.stringify(change)).toEqual({
        code,
        message,
      });
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe("linked purchases", () => {
  it("are added, counted, edited and deleted by a super admin; 'Non négocié' without an active offer", async () => {
    const admin = await t.caller("admin");
    const croissants = await insertProductType(t.handle.db, "Croissants", {
      isFood: true,
      offerCents: toCents(120),
      vatId,
    });
    const paper = await insertProductType(t.handle.db, "Papier kraft");
    const created = await admin.triangleProduct.create(product({ reference: "EXP-1" }));
    const food = await admin.triangleProductExpense.create({
      triangleProductId: created.id,
      productTypeId: croissants,
      quantity: "2,5",
    });
    expect(food).toMatchObject({
      quantity: "2.5",
      productType: { name: "Croissants", isFood: true, isNegotiated: true },
      offers: [
        {
          supplierName: "Fournisseur de Croissants",
          priceHtCents: toCents(120),
          vatRate: 20,
          deliveryDays: "3.0",
        },
      ],
    });
    const plain = await admin.triangleProductExpense.create({
      triangleProductId: created.id,
      productTypeId: paper,
      quantity: 4,
    });
    expect(plain.productType).toMatchObject({ name: "Papier kraft", isNegotiated: false });
    expect(plain.offers).toEqual([]);
    const options = await admin.triangleProductExpense.productTypeOptions();
    expect(options.map((option) => option.name)).toEqual(
      expect.arrayContaining(["Croissants", "Papier kraft"]),
    );

    const card = async () =>
      (await admin.triangleProduct.search({ q: "EXP-1" })).items.find((item) => item.id === created.id);
    expect((await card())?.countExpenses).toBe(2);
    expect((await admin.triangleProduct.get({ id: created.id })).expenses.map((e) => e.quantity)).toEqual([
      "2.5",
      "4",
    ]);
    expect((await admin.triangleProductExpense.update({ id: plain.id, quantity: "6" })).quantity).toBe("6");

    const user = await t.caller("user");
    const before = await rowCounts();
    for (const attempt of [
      user.triangleProductExpense.create({
        triangleProductId: created.id,
        productTypeId: paper,
        quantity: 1,
      }),
      user.triangleProductExpense.update({ id: plain.id, quantity: 1 }),
      user.triangleProductExpense.delete({ id: plain.id }),
    ]) {
      expect((await rejection(attempt)).code).toBe("FORBIDDEN");
    }
    expect(await rowCounts()).toEqual(before);

    await admin.triangleProductExpense.delete({ id: food.id });
    expect((await card())?.countExpenses).toBe(1);
    expect((await rejection(admin.triangleProductExpense.get({ id: food.id }))).code).toBe("NOT_FOUND");
  });

  it("refuses a quantity that is not a number or not above zero, an unknown product type, a duplicate", async () => {
    const admin = await t.caller("admin");
    const typeId = await insertProductType(t.handle.db, "Ballons");
    const created = await admin.triangleProduct.create(product({ reference: "EXP-2" }));
    const base = { triangleProductId: created.id, productTypeId: typeId };
    const first = await admin.triangleProductExpense.create({ ...base, quantity: 1 });
    const before = await rowCounts();
    // Each attempt starts only when its turn comes: a refusal never waits unhandled.
    const cases: [() => Promise<unknown>, string, string][] = [
      [
        () => admin.triangleProductExpense.create({ ...base, quantity: "beaucoup" }),
        "BAD_REQUEST",
        "La quantité « beaucoup » n'est pas un nombre valide",
      ],
      [
        () => admin.triangleProductExpense.create({ ...base, quantity: 0 }),
        "BAD_REQUEST",
        "La quantité de l'achat doit être supérieure à zéro",
      ],
      [
        () => admin.triangleProductExpense.update({ id: first.id, quantity: "-2" }),
        "BAD_REQUEST",
        "La quantité de l'achat doit être supérieure à zéro",
      ],
      [
        () => admin.triangleProductExpense.create({ ...base, productTypeId: 999_999, quantity: 1 }),
        "BAD_REQUEST",
        "Le produit type choisi n'existe pas",
      ],
      [
        () => admin.triangleProductExpense.create({ ...base, quantity: 3 }),
        "CONFLICT",
        "Ce produit type est déjà dans les achats liés de ce produit : modifiez plutôt sa quantité",
      ],
      [
        () => admin.triangleProductExpense.create({ ...base, triangleProductId: 999_999, quantity: 1 }),
        "NOT_FOUND",
        "Ce produit du groupe est introuvable",
      ],
    ];
    for (const [attempt, code, message] of cases)
      expect(await rejection(attempt())).toEqual({ code, message });
    expect(await rowCounts()).toEqual(before);
    expect((await admin.triangleProductExpense.get({ id: first.id })).quantity).toBe("1");
  });

  it("deleting a product no document uses takes its companies and linked purchases with it", async () => {
    const admin = await t.caller("admin");
    const typeId = await insertProductType(t.handle.db, "Gobelets");
    const created = await admin.triangleProduct.create(product({ reference: "DEL-1" }));
    await admin.triangleProductExpense.create({
      triangleProductId: created.id,
      productTypeId: typeId,
      quantity: 1,
    });
    const before = await rowCounts();
    await admin.triangleProduct.delete({ id: created.id });
    expect(await rowCounts()).toEqual({
      products: (before.products ?? 0) - 1,
      links: (before.links ?? 0) - 1,
      expenses: (before.expenses ?? 0) - 1,
    });
    expect((await rejection(admin.triangleProduct.get({ id: created.id }))).code).toBe("NOT_FOUND");
  });
});
