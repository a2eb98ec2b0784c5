import { triangleProductExpenses, triangleProducts } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productTypeModule } from "../../src/modules/catalogue/product-types";
import { supplierOfferModule } from "../../src/modules/catalogue/supplier-offers";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import {
  insertSupplier,
  OFFERS,
  offerInput,
  plain,
  rowCounts,
  SUPPLIERS,
  send,
  TVAS,
  TYPES,
  TYPES_SEARCH,
  vatIdOf,
} from "./product-types-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [productTypeModule, supplierOfferModule] });
});
afterAll(() => t.close());

describe("deleting a product type", () => {
  it("is refused while a linked purchase uses it or suppliers offer it, allowed once unused", async () => {
    const admin = await t.caller("admin");
    const used = await admin.productType.create({ name: "Location de tables" });
    const [product] = await t.handle.db
      .insert(triangleProducts)
      .values({
        name: "Séminaire clé en main",
        reference: "SEM-01",
        type: "TYPE_SERVICE",
        priceCents: toCents(150000),
        unity: "UNITY_DAY",
        vatRateId: await vatIdOf(t, "20.00"),
      })
      .returning({ id: triangleProducts.id });
    await t.handle.db
      .insert(triangleProductExpenses)
      .values({ triangleProductId: product?.id ?? 0, productTypeId: used.id, quantity: "10" });
    const before = await rowCounts(t);
    expect(await rejection(admin.productType.delete({ id: used.id }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message:
        "Ce produit type est utilisé par 1 achat(s) lié(s) des produits du groupe : désactivez-le plutôt que de le supprimer",
    });

    const offered = await admin.productType.create({ name: "Location de chaises" });
    const supplier = await insertSupplier(t, "Mobilier Express");
    const offer = await admin.supplierProductType.create(offerInput(offered.id, supplier.id));
    const afterOffer = await rowCounts(t);
    const refused = await send(t, "DELETE", `${TYPES}/${offered.id}`, "admin");
    expect(refused.statusCode).toBe(422);
    expect(refused.json()["hydra:description"]).toBe(
      "Ce produit type est proposé par 1 fournisseur(s) : supprimez leurs offres ou désactivez-le plutôt",
    );
    expect(await rowCounts(t)).toEqual(afterOffer);
    expect(afterOffer.types).toBe((before.types ?? 0) + 1);

    expect((await send(t, "DELETE", `${TYPES}/${offered.id}`, "user")).statusCode).toBe(403);
    expect((await send(t, "DELETE", `${OFFERS}/${offer.id}`, "admin")).statusCode).toBe(204);
    expect((await send(t, "DELETE", `${TYPES}/${offered.id}`, "admin")).statusCode).toBe(204);
    expect((await send(t, "GET", `${TYPES}/${offered.id}`, "user")).statusCode).toBe(404);
  });
});

describe("product types over Hydra", () => {
  it("creates, reads, searches and edits with the spec's names; priceHT 12.5 on the wire for 1250 cents", async () => {
    const created = await send(t, "POST", TYPES, "admin", { name: "Photobooth", isFood: "0" });
    expect(created.statusCode).toBe(201);
    const type = created.json();
    expect(type).toMatchObject({
      "@type": "TroncCommunProductType",
      "@id": `${TYPES}/${type.id}`,
      name: "Photobooth",
      isFood: false,
      isEnabled: true,
      troncCommunSuppliers: [],
      troncCommunSupplierProductTypes: [],
      datas: {
        label: "Prix non négocié",
        negociated: false,
        alert: "Aucun fournisseur ne propose ce produit",
      },
    });
    const supplier = await insertSupplier(t, "Flash Studio");
    const ten = await vatIdOf(t, "10.00");
    const offer = await send(t, "POST", OFFERS, "admin", {
      troncCommunProductType: type["@id"],
      troncCommunSupplier: `${SUPPLIERS}/${supplier.id}`,
      priceHT: 12.5,
      unity: "UNITY_DAY",
      TVA: `${TVAS}/${ten}`,
      delivery: 3,
    });
    expect(offer.statusCode).toBe(201);
    expect(offer.json()).toMatchObject({
      "@type": "TroncCommunSupplierProductType",
      troncCommunProductType: type["@id"],
      troncCommunSupplier: { "@id": `${SUPPLIERS}/${supplier.id}`, name: "Flash Studio" },
      priceHT: 12.5,
      unity: "UNITY_DAY",
      TVA: `${TVAS}/${ten}`,
      delivery: 3,
    });
    const offerIri = offer.json()["@id"];

    const read = (await send(t, "GET", type["@id"], "user")).json();
    expect(read.troncCommunSupplierProductTypes).toHaveLength(1);
    expect(read.troncCommunSupplierProductTypes[0]).toMatchObject({ "@id": offerIri, priceHT: 12.5 });
    expect(read.troncCommunSuppliers[0]).toMatchObject({ "@type": "TroncCommunSupplier", id: supplier.id });
    expect(read.datas.negociated).toBe(true);
    expect(plain(read.datas.label)).toBe("12,50 € HT / jour");

    const changed = await send(t, "PUT", offerIri, "admin", { priceHT: "19,99", tva: null });
    expect(changed.statusCode).toBe(200);
    // null VAT: back to the 20 % rate; absent unit and delay unchanged.
    expect(changed.json()).toMatchObject({
      priceHT: 19.99,
      TVA: `${TVAS}/${await vatIdOf(t, "20.00")}`,
      delivery: 3,
    });

    const search = (query: string) => send(t, "GET", `${TYPES_SEARCH}?${query}`, "user");
    const bySupplier = (await search(`supplier=${encodeURIComponent(`${SUPPLIERS}/${supplier.id}`)}`)).json();
    expect(bySupplier["@type"]).toBe("hydra:Collection");
    expect(bySupplier["hydra:totalItems"]).toBe(1);
    expect(bySupplier["hydra:member"][0]).toMatchObject({
      "@type": "TroncCommunProductType",
      name: "Photobooth",
    });
    expect((await search(`siret=${supplier.siret}`)).json()["hydra:totalItems"]).toBe(1);
    expect((await search(`supplier=${supplier.id}&q=photo`)).json()["hydra:totalItems"]).toBe(1);

    const renamed = await send(t, "PUT", type["@id"], "admin", { isEnabled: false });
    expect(renamed.json()).toMatchObject({ name: "Photobooth", isEnabled: false });
    expect((await search("q=photobooth")).json()["hydra:totalItems"]).toBe(0);
    expect((await search("q=photobooth&showAll=1")).json()["hydra:totalItems"]).toBe(1);
    expect((await search("q=photobooth&searchState=0")).json()["hydra:totalItems"]).toBe(1);
    expect(
      (await send(t, "GET", `${TYPES}?q=photobooth&showAll=true`, "user")).json()["hydra:totalItems"],
    ).toBe(1);
    const all = (await search("maxResults=9999999&showAll=1")).json();
    expect(all["hydra:member"].length).toBe(all["hydra:totalItems"]);
    // Without maxResults, every type too (the spec's 9999999, capped at 10 000), not a page of 120.
    const byDefault = (await search("showAll=1")).json();
    expect(byDefault["hydra:member"].length).toBe(all["hydra:totalItems"]);
    expect((await search("showAll=1&maxResults=2&page=2")).json()["hydra:member"]).toHaveLength(2);
  });

  it("answers bad offers with 4xx and French descriptions, writing nothing", async () => {
    const type = (await send(t, "POST", TYPES, "admin", { name: "Hôtesse d'accueil" })).json();
    const supplier = await insertSupplier(t, "Accueil Plus");
    const base = {
      troncCommunProductType: type["@id"],
      troncCommunSupplier: supplier.id,
      priceHT: "100",
      unity: "UNITY_DAY",
      delivery: "0",
    };
    const before = await rowCounts(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ priceHT: -5 }, 400, "Le prix HT ne peut pas être négatif"],
      [{ priceHT: "1,001" }, 400, "Le prix HT ne peut pas avoir plus de deux décimales"],
      [{ TVA: `${TVAS}/999999` }, 404, "La TVA choisie pour cette offre n'existe pas"],
      [{ delivery: "-3" }, 400, "Le délai ne peut pas être négatif"],
      [{ unity: "LITRE" }, 400, "L'unité « LITRE » n'existe pas : choisissez jour, mois, unité, kg ou m²"],
      [{ troncCommunProductType: `${TYPES}/999999` }, 404, "Ce produit type est introuvable"],
    ];
    for (const [change, status, message] of cases) {
      const response = await send(t, "POST", OFFERS, "admin", { ...base, ...change });
      expect(response.statusCode, message).toBe(status);
      expect(response.json()["hydra:description"]).toBe(message);
    }
    expect(await rowCounts(t)).toEqual(before);
    expect((await send(t, "POST", OFFERS, "admin", base)).statusCode).toBe(201);
    const again = await send(t, "POST", OFFERS, "admin", base);
    expect(again.statusCode).toBe(409);
    expect(again.json()["hydra:description"]).toBe(
      "Le fournisseur Accueil Plus propose déjà ce produit type : modifiez plutôt son offre",
    );
    expect((await send(t, "POST", OFFERS, "user", { ...base, troncCommunSupplier: 1 })).statusCode).toBe(403);
  });
});
