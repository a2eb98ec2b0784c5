import { triangleProducts } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupProductExpenseModule } from "../../src/modules/catalogue/group-product-expenses";
import { groupProductModule } from "../../src/modules/catalogue/group-products";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";
import { demoVatIds, groupProductRowCounts, insertProductType } from "./triangle-product-helpers";

let t: TestApp;
let vatId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [groupProductExpenseModule, groupProductModule] });
  [vatId] = await demoVatIds(t.handle.db);
});
afterAll(() => t.close());

const PRODUCTS = "/api/tronc-commun/tronc_commun_triangle_products";
const EXPENSES = "/api/tronc-commun/tronc_commun_triangle_product_expenses";
const rowCounts = () => groupProductRowCounts(t.handle.db);

async function send(method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: DemoUser, payload?: object) {
  const headers = { cookie: await t.login(who) };
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

describe("group products over Hydra", () => {
  it("POST, GET, PUT, search and DELETE with the documented wire names", async () => {
    const [first, second] = t.demo.companyIds;
    const body = {
      name: "Team building voile",
      reference: "HYD-1",
      type: "TYPE_SERVICE",
      unity: "UNITY_DAY",
      price: 12.5,
      tva: `/api/compta/tvas/${vatId}`,
      triangleCompanies: [`/api/tronc-commun/triangle_companies/${first}`, second],
      description: "En mer",
    };
    const created = await send("POST", PRODUCTS, "admin", body);
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      "@type": "TroncCommunTriangleProduct",
      "@id": `${PRODUCTS}/${item.id}`,
      name: "Team building voile",
      reference: "HYD-1",
      price: 12.5,
      tva: `/api/compta/tvas/${vatId}`,
      isActive: true,
      isEnabled: true,
      unity: "UNITY_DAY",
      type: "TYPE_SERVICE",
      countExpenses: 0,
      troncCommunTriangleProductExpenses: [],
    });
    expect([...item.triangleCompanies].sort()).toEqual(
      [
        `/api/tronc-commun/triangle_companies/${first}`,
        `/api/tronc-commun/triangle_companies/${second}`,
      ].sort(),
    );
    const stored = await t.handle.db.select({ cents: triangleProducts.priceCents }).from(triangleProducts);
    expect(stored.map((row) => row.cents)).toContain(1250); // 12.5 € → 1250 cents

    const typeId = await insertProductType(t.handle.db, "Gilets", { offerCents: toCents(800) });
    const expense = await send("POST", EXPENSES, "admin", {
      quantity: "3",
      troncCommunProductType: `/api/tronc-commun/tronc_commun_product_types/${typeId}`,
      troncCommunTriangleProduct: item["@id"],
    });
    expect(expense.statusCode).toBe(201);
    const expenseItem = expense.json();
    expect(expenseItem).toMatchObject({
      "@type": "TroncCommunTriangleProductExpense",
      quantity: "3",
      troncCommunProductType: `/api/tronc-commun/tronc_commun_product_types/${typeId}`,
      troncCommunTriangleProduct: item["@id"],
      offers: [{ supplierName: "Fournisseur de Gilets", priceHT: 8 }],
    });
    const put = await send("PUT", expenseItem["@id"], "admin", { quantity: 5 });
    expect(put.json().quantity).toBe("5");
    expect((await send("GET", expenseItem["@id"], "user")).json().quantity).toBe("5");
    const expenseSearch = await send("GET", `${EXPENSES}-search?product=${item.id}&q=gilet`, "user");
    expect(expenseSearch.json()["hydra:totalItems"]).toBe(1);

    const renamed = await send("PUT", item["@id"], "admin", {
      name: "Voile",
      isActive: false,
      price: "13,00",
    });
    expect(renamed.json()).toMatchObject({
      name: "Voile",
      reference: "HYD-1",
      isEnabled: false,
      price: 13,
      countExpenses: 1,
    });
    const hidden = await send("GET", `${PRODUCTS}-search?q=HYD-1`, "user");
    expect(hidden.json()["hydra:totalItems"]).toBe(0);
    const shown = await send(
      "GET",
      `${PRODUCTS}-search?q=HYD-1&showAll=1&maxResults=10000&company=/api/tronc-commun/triangle_companies/${second}`,
      "user",
    );
    expect(shown.json()["hydra:member"].map((member: { reference: string }) => member.reference)).toEqual([
      "HYD-1",
    ]);
    expect(
      (await send("GET", `${PRODUCTS}?searchState=disabled&q=hyd`, "user")).json()["hydra:totalItems"],
    ).toBe(1);

    expect((await send("DELETE", expenseItem["@id"], "user")).statusCode).toBe(403);
    expect((await send("DELETE", expenseItem["@id"], "admin")).statusCode).toBe(204);
    expect((await send("DELETE", item["@id"], "user")).statusCode).toBe(403);
    expect((await send("DELETE", item["@id"], "admin")).statusCode).toBe(204);
    expect((await send("GET", item["@id"], "admin")).statusCode).toBe(404);
  });

  it("answers 403 to a plain user's POST and a French 400 to bad input, saving nothing", async () => {
    const before = await rowCounts();
    const good = {
      name: "Goodies",
      reference: "HYD-2",
      type: "TYPE_PRODUCT",
      unity: "UNITY_UNITY",
      price: 3,
      tva: vatId,
      triangleCompanies: [t.demo.companyIds[0]],
    };
    const forbidden = await send("POST", PRODUCTS, "user", good);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()["@type"]).toBe("hydra:Error");
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -1 }, "Le prix du produit ne peut pas être négatif"],
      [{ price: 1.234 }, "Le prix du produit ne peut pas avoir plus de deux décimales"],
      [{ tva: "/api/compta/tvas/999999" }, "La TVA choisie pour ce produit n'existe pas"],
      [{ triangleCompanies: null }, "Associez le produit à au moins une entreprise du groupe"],
      [{ unity: "UNITY_YEAR" }, "Choisissez l'unité du prix : jour, mois, unité, kg ou m²"],
    ];
    for (const [change, message] of cases) {
      const response = await send("POST", PRODUCTS, "admin", { ...good, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()["hydra:description"]).toBe(message);
    }
    const badState = await send("GET", `${PRODUCTS}-search?searchState=maybe`, "user");
    expect(badState.statusCode).toBe(400);
    expect(badState.json()["hydra:description"]).toBe(
      "Le paramètre searchState doit valoir enabled, disabled ou all.",
    );
    expect(await rowCounts()).toEqual(before);
  });
});
