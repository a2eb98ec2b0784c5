import { quotationExpenses, quotationSupplierProducts } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productTypeModule } from "../../src/modules/catalogue/product-types";
import { supplierOfferModule } from "../../src/modules/catalogue/supplier-offers";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import { insertSupplier, offerInput, plain, rowCounts, send, TYPES, vatIdOf } from "./product-types-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [productTypeModule, supplierOfferModule] });
});
afterAll(() => t.close());

describe("product types", () => {
  it("are created by super admins only (403 for a plain user, nothing saved), enabled and not negotiated", async () => {
    const admin = await t.caller("admin");
    const sheet = await admin.productType.create({ name: "  Location de sono ", isFood: false });
    expect(sheet).toMatchObject({
      name: "Location de sono",
      isFood: false,
      isEnabled: true,
      description: null,
      offers: [],
      datas: {
        label: "Prix non négocié",
        negociated: false,
        alert: "Aucun fournisseur ne propose ce produit",
      },
      canEdit: true,
      canDelete: true,
    });
    const before = await rowCounts(t);
    const user = await t.caller("user");
    expect((await rejection(user.productType.create({ name: "Traiteur" }))).code).toBe("FORBIDDEN");
    const overHttp = await send(t, "POST", TYPES, "user", { name: "Traiteur" });
    expect(overHttp.statusCode).toBe(403);
    expect(await rowCounts(t)).toEqual(before);
    // Every signed-in user reads it, without the edit rights.
    expect(await user.productType.get({ id: sheet.id })).toMatchObject({ canEdit: false, canDelete: false });
  });

  it("refuses an empty or one-letter name (400, French, nothing saved)", async () => {
    const admin = await t.caller("admin");
    const before = await rowCounts(t);
    expect(await rejection(admin.productType.create({ name: "  " }))).toEqual({
      code: "BAD_REQUEST",
      message: "Le nom du produit type est obligatoire",
    });
    expect((await rejection(admin.productType.create({ name: "T" }))).message).toBe(
      "Le nom du produit type doit compter au moins 2 caractères",
    );
    const overHttp = await send(t, "POST", TYPES, "admin", { isFood: true });
    expect(overHttp.statusCode).toBe(400);
    expect(overHttp.json()["hydra:description"]).toBe("Le nom du produit type est obligatoire");
    expect(await rowCounts(t)).toEqual(before);
  });

  it("are edited: name, perishable, enabled, description; a disabled type shows only with showAll", async () => {
    const admin = await t.caller("admin");
    const created = await admin.productType.create({ name: "Plateau repas", isFood: true });
    const updated = await admin.productType.update({
      id: created.id,
      name: "Plateau-repas végétarien",
      isEnabled: false,
      description: "Livré froid",
    });
    expect(updated).toMatchObject({ isFood: true, isEnabled: false, description: "Livré froid" });
    // Disabled: no alert, even without supplier.
    expect(updated.datas.alert).toBeNull();
    const user = await t.caller("user");
    const ids = async (input: Parameters<typeof user.productType.search>[0]) =>
      (await user.productType.search(input)).items.map((card) => card.id);
    expect(await ids({ q: "vegetarien" })).toEqual([]);
    expect(await ids({ q: "VÉGÉTARIEN", showAll: true })).toEqual([created.id]);
    expect(await ids({ q: "livre froid", isEnabled: false })).toEqual([created.id]);
    expect(await ids({ q: "livre froid", isEnabled: true })).toEqual([]);
    const page = await user.productType.search({});
    expect(page.pageSize).toBe(120);
  });
});

describe("supplier offers", () => {
  it("are added, edited and deleted by super admins; the card's label follows the lowest available offer", async () => {
    const admin = await t.caller("admin");
    const type = await admin.productType.create({ name: "Animation DJ" });
    const dupont = await insertSupplier(t, "Sono Dupont", { city: "Villeurbanne" });
    const martin = await insertSupplier(t, "Martin Événements");
    const sleeping = await insertSupplier(t, "Dormant SARL", { isActive: false });
    const draft = await insertSupplier(t, "Brouillon SAS", { isDraft: true });

    const choices = (await admin.productType.get({ id: type.id })).availableSuppliers.map((s) => s.id);
    expect(choices).toEqual(expect.arrayContaining([dupont.id, martin.id]));
    expect(choices).not.toContain(sleeping.id);
    expect(choices).not.toContain(draft.id);
    const dupontChoice = (await admin.productType.get({ id: type.id })).availableSuppliers.find(
      (s) => s.id === dupont.id,
    );
    expect(dupontChoice).toEqual({ id: dupont.id, name: "Sono Dupont", city: "Villeurbanne" });

    const first = await admin.supplierProductType.create(offerInput(type.id, dupont.id));
    // Without a VAT, the 20 % rate.
    expect(first).toMatchObject({
      priceHtCents: toCents(1250),
      unity: "UNITY_DAY",
      tva: 20,
      deliveryDays: "2",
    });
    let sheet = await admin.productType.get({ id: type.id });
    expect(plain(sheet.datas.label)).toBe("12,50 € HT / jour");
    expect(sheet.datas).toMatchObject({ negociated: true, alert: null });
    expect(sheet.availableSuppliers.map((s) => s.id)).not.toContain(dupont.id);
    expect(sheet.canDelete).toBe(false);

    const ten = await vatIdOf(t, "10.00");
    const second = await admin.supplierProductType.create(
      offerInput(type.id, martin.id, { priceHT: 9.9, unity: "UNITY_UNITY", vatRateId: ten, delivery: "1,5" }),
    );
    expect(second).toMatchObject({ priceHtCents: toCents(990), tva: 10, deliveryDays: "1.5" });
    sheet = await admin.productType.get({ id: type.id });
    // Lowest of 12,50 and 9,90: 'à partir de 9,90 € HT / unité'.
    expect(plain(sheet.datas.label)).toBe("à partir de 9,90 € HT / unité");
    expect(sheet.offers.map((offer) => offer.supplier.name)).toEqual(["Martin Événements", "Sono Dupont"]);

    await admin.supplierProductType.update({ id: first.id, priceHT: "8" });
    const card = (await admin.productType.search({ q: "animation dj" })).items[0];
    expect(plain(card?.datas.label ?? "")).toBe("à partir de 8,00 € HT / jour");

    // A plain user may read the offer but neither add, change nor delete one.
    const user = await t.caller("user");
    expect((await user.supplierProductType.get({ id: first.id })).canEdit).toBe(false);
    expect((await rejection(user.supplierProductType.update({ id: first.id, priceHT: 1 }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await rejection(user.supplierProductType.delete({ id: first.id }))).code).toBe("FORBIDDEN");

    await admin.supplierProductType.delete({ id: first.id });
    sheet = await admin.productType.get({ id: type.id });
    expect(plain(sheet.datas.label)).toBe("9,90 € HT / unité");
    expect(sheet.availableSuppliers.map((s) => s.id)).toContain(dupont.id);
    expect((await rejection(admin.supplierProductType.get({ id: first.id }))).message).toBe(
      "Cette offre fournisseur est introuvable",
    );
  });

  it("a second offer of the same supplier is a 409 naming the supplier, nothing saved", async () => {
    const admin = await t.caller("admin");
    const type = await admin.productType.create({ name: "Vidéoprojecteur" });
    const supplier = await insertSupplier(t, "Vidéo Lumière");
    await admin.supplierProductType.create(offerInput(type.id, supplier.id));
    const before = await rowCounts(t);
    expect(await rejection(admin.supplierProductType.create(offerInput(type.id, supplier.id)))).toEqual({
      code: "CONFLICT",
      message: "Le fournisseur Vidéo Lumière propose déjà ce produit type : modifiez plutôt son offre",
    });
    expect(await rowCounts(t)).toEqual(before);
  });

  it.each([
    [{ priceHT: "-1" }, "Le prix HT ne peut pas être négatif"],
    [{ priceHT: "douze" }, "Le prix HT « douze » n'est pas un montant valide (par exemple 12,50)"],
    [{ priceHT: "12,505" }, "Le prix HT ne peut pas avoir plus de deux décimales"],
    [{ priceHT: null }, "Le prix HT est obligatoire"],
    [{ vatRateId: 999_999 }, "La TVA choisie pour cette offre n'existe pas"],
    [{ delivery: -1 }, "Le délai ne peut pas être négatif"],
    [
      { delivery: "demain" },
      "Le délai « demain » n'est pas un nombre de jours valide (par exemple 3 ou 1,5)",
    ],
    [
      { unity: "UNITY_LITRE" },
      "L'unité « UNITY_LITRE » n'existe pas : choisissez jour, mois, unité, kg ou m²",
    ],
  ])("refuses %j with a French message and saves nothing", async (change, message) => {
    const admin = await t.caller("admin");
    const [type] = (await admin.productType.search({ q: "videoprojecteur" })).items;
    const supplier = await insertSupplier(t, `Fournisseur ${message.slice(0, 12)}`);
    const before = await rowCounts(t);
    const refused = await rejection(
      admin.supplierProductType.create(offerInput(type?.id ?? 0, supplier.id, change)),
    );
    expect(refused.message).toBe(message);
    expect(["BAD_REQUEST", "NOT_FOUND"]).toContain(refused.code);
    expect(await rowCounts(t)).toEqual(before);
  });

  it("refuses inactive and draft suppliers", async () => {
    const admin = await t.caller("admin");
    const type = await admin.productType.create({ name: "Chapiteau" });
    const sleeping = await insertSupplier(t, "Toiles Endormies", { isActive: false });
    const draft = await insertSupplier(t, "Toiles Brouillon", { isDraft: true });
    expect(await rejection(admin.supplierProductType.create(offerInput(type.id, sleeping.id)))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: "Le fournisseur Toiles Endormies est désactivé : réactivez-le avant de saisir son offre",
    });
    expect((await rejection(admin.supplierProductType.create(offerInput(type.id, draft.id)))).code).toBe(
      "NOT_FOUND",
    );
  });

  it("a type on a quotation's purchase line shows no delete button, and the delete gives the same 422", async () => {
    const admin = await t.caller("admin");
    const type = await admin.productType.create({ name: "Nappe en lin" });
    const [purchase] = await t.handle.db
      .select({ id: quotationExpenses.id })
      .from(quotationExpenses)
      .limit(1);
    await t.handle.db
      .insert(quotationSupplierProducts)
      .values({ quotationExpenseId: purchase?.id ?? 0, productTypeId: type.id, name: "Nappe en lin" });
    expect((await admin.productType.get({ id: type.id })).canDelete).toBe(false);
    expect(await rejection(admin.productType.delete({ id: type.id }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message:
        "Ce produit type est utilisé par 1 ligne(s) d'achat : désactivez-le plutôt que de le supprimer",
    });
  });
});

describe("searching by supplier", () => {
  it("finds the types a supplier offers, by its id or its SIRET", async () => {
    const admin = await t.caller("admin");
    const gourmet = await insertSupplier(t, "Gourmet Traiteur");
    const cocktail = await admin.productType.create({ name: "Cocktail dînatoire", isFood: true });
    const brunch = await admin.productType.create({ name: "Brunch", isFood: true });
    await admin.productType.create({ name: "Buffet froid", isFood: true });
    await admin.supplierProductType.create(offerInput(cocktail.id, gourmet.id));
    await admin.supplierProductType.create(offerInput(brunch.id, gourmet.id));
    const names = async (input: Parameters<typeof admin.productType.search>[0]) =>
      (await admin.productType.search(input)).items.map((card) => card.name);
    expect(await names({ supplierId: gourmet.id })).toEqual(["Brunch", "Cocktail dînatoire"]);
    expect(await names({ siret: gourmet.siret })).toEqual(["Brunch", "Cocktail dînatoire"]);
    expect(await names({ siret: `${gourmet.siret.slice(0, 4)} ${gourmet.siret.slice(4)}` })).toEqual([
      "Brunch",
      "Cocktail dînatoire",
    ]);
    expect(await names({ siret: "abc" })).toEqual([]);
    expect(await names({ supplierId: gourmet.id, q: "cocktail" })).toEqual(["Cocktail dînatoire"]);
  });
});
