import {
  addresses,
  type DbHandle,
  productTypes,
  supplierProductTypes,
  suppliers,
  taskTypes,
  triangleCompanies,
  triangleProductCompanies,
  triangleProductExpenses,
  triangleProducts,
} from "@tronc/db";
import { createTestDb } from "@tronc/db/testing";
import {
  isValidSiret,
  productTypeSearchText,
  supplierSearchText,
  triangleProductSearchText,
  UNITIES,
} from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siretWithKey } from "../../src/seed/catalogue";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb({ seeded: true });
});
afterAll(() => handle.close());

const countBy = <T>(values: T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

describe("the demo catalogue", () => {
  it("has twelve suppliers, one inactive, each with a valid SIRET, a French address and its search text", async () => {
    const rows = await handle.db
      .select({ supplier: suppliers, city: addresses.city, postalCode: addresses.postalCode })
      .from(suppliers)
      .leftJoin(addresses, eq(addresses.id, suppliers.addressId));
    expect(rows).toHaveLength(12);
    expect(rows.filter((row) => !row.supplier.isActive)).toHaveLength(1);
    expect(rows.filter((row) => row.supplier.isDraft)).toHaveLength(0);
    for (const { supplier, city, postalCode } of rows) {
      expect(isValidSiret(supplier.siret ?? ""), supplier.name).toBe(true);
      expect(postalCode, supplier.name).toMatch(/^\d{5}$/);
      expect([0, 30, 45, 60]).toContain(supplier.paymentMode);
      expect(["0.00", "30.00", "50.00"]).toContain(supplier.advancePercent);
      expect(supplier.searchText).toBe(
        supplierSearchText({
          name: supplier.name,
          siret: supplier.siret,
          contactName: supplier.contactName,
          email: supplier.email,
          city,
          postalCode,
        }),
      );
    }
    expect(new Set(rows.map((row) => row.supplier.siret)).size).toBe(12);
  });

  it("has thirty product types: perishable ones, two disabled, eight without an offer, some with three", async () => {
    const types = await handle.db.select().from(productTypes);
    const offers = await handle.db.select().from(supplierProductTypes);
    expect(types).toHaveLength(30);
    expect(types.filter((type) => type.isFood).length).toBeGreaterThanOrEqual(8);
    expect(types.filter((type) => !type.isEnabled)).toHaveLength(2);
    for (const type of types) {
      expect(type.searchText).toBe(productTypeSearchText({ name: type.name, description: type.description }));
    }
    const offersPerType = countBy(offers.map((offer) => offer.productTypeId));
    expect(types.filter((type) => !offersPerType.has(type.id))).toHaveLength(8);
    expect([...offersPerType.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(8);
    expect([...offersPerType.values()].filter((n) => n === 3)).toHaveLength(2);
    for (const offer of offers) {
      expect(Number.isInteger(offer.priceHtCents) && offer.priceHtCents > 0).toBe(true);
      expect(Number(offer.deliveryDays)).toBeGreaterThan(0);
    }
  });

  it("has twenty group products over the three companies, both types, every unit, fifteen with 1-3 purchases", async () => {
    const products = await handle.db.select().from(triangleProducts).orderBy(asc(triangleProducts.reference));
    expect(products).toHaveLength(20);
    expect(new Set(products.map((product) => product.type))).toEqual(
      new Set(["TYPE_PRODUCT", "TYPE_SERVICE"]),
    );
    expect(new Set(products.map((product) => product.unity))).toEqual(new Set(UNITIES));
    for (const product of products) {
      expect(product.searchText).toBe(
        triangleProductSearchText({ reference: product.reference, name: product.name }),
      );
    }
    const links = await handle.db
      .select({ productId: triangleProductCompanies.triangleProductId, code: triangleCompanies.code })
      .from(triangleProductCompanies)
      .innerJoin(triangleCompanies, eq(triangleCompanies.id, triangleProductCompanies.triangleCompanyId));
    expect(new Set(links.map((link) => link.code))).toEqual(new Set(["TEV", "TDI", "TFO"]));
    const companiesPerProduct = countBy(links.map((link) => link.productId));
    expect(products.every((product) => (companiesPerProduct.get(product.id) ?? 0) >= 1)).toBe(true);
    expect([...companiesPerProduct.values()].filter((n) => n === 2).length).toBeGreaterThanOrEqual(3);

    const expenses = await handle.db.select().from(triangleProductExpenses);
    const perProduct = countBy(expenses.map((expense) => expense.triangleProductId));
    expect(perProduct.size).toBe(15);
    expect([...perProduct.values()].every((n) => n >= 1 && n <= 3)).toBe(true);
    expect(expenses.every((expense) => Number(expense.quantity) > 0)).toBe(true);
  });

  it("adds the five demo task types beside the migration's 'Achat'", async () => {
    const rows = await handle.db
      .select({ name: taskTypes.name, isPurchase: taskTypes.isPurchase })
      .from(taskTypes)
      .orderBy(asc(taskTypes.name));
    expect(rows).toEqual([
      { name: "Achat", isPurchase: true },
      { name: "Animation", isPurchase: false },
      { name: "Développement", isPurchase: false },
      { name: "Livraison", isPurchase: false },
      { name: "Réunion client", isPurchase: false },
      { name: "Support", isPurchase: false },
    ]);
  });
});

describe("siretWithKey", () => {
  it("appends the Luhn key: 732829320 0007 + 4 is Triangle Événements' SIRET", () => {
    // Worked by hand: from the right, doubling every second digit of 7328293200007x gives a sum of
    // 46 + x, a multiple of 10 for x = 4.
    expect(siretWithKey("7328293200007")).toBe("73282932000074");
  });
});
