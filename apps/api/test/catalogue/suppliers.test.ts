import { suppliers } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierModule } from "../../src/modules/catalogue/suppliers";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import { insertOffer, supplierFields, supplierRowCounts } from "./supplier-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [supplierModule] });
});
afterAll(() => t.close());

/** Creates a draft and saves it: what 'Ajouter un fournisseur' then 'Enregistrer' do. */
async function savedSupplier(overrides: Record<string, unknown> = {}) {
  const user = await t.caller("user");
  const draft = await user.supplier.create();
  return user.supplier.update({ id: draft.id, version: draft.version, ...supplierFields(overrides) });
}

describe("supplier drafts", () => {
  it("create answers an empty draft that lists, searches and counts never show", async () => {
    const user = await t.caller("user");
    const before = await user.supplier.search({});
    const draft = await user.supplier.create();
    expect(draft).toMatchObject({ name: "", isDraft: true, isActive: true, address: null, products: [] });
    expect(draft.canDelete).toBe(true);
    const after = await user.supplier.search({});
    expect(after.total).toBe(before.total);
    expect(after.items.map((card) => card.id)).not.toContain(draft.id);
    expect(
      (await user.supplier.search({ pageSize: 10_000, active: true })).items.map((c) => c.id),
    ).not.toContain(draft.id);
  });

  it("the first valid save makes it a supplier like the others", async () => {
    const user = await t.caller("user");
    const draft = await user.supplier.create();
    const sheet = await user.supplier.update({
      id: draft.id,
      version: draft.version,
      ...supplierFields({ advancePercent: "12,5" }),
    });
    expect(sheet).toMatchObject({
      id: draft.id,
      isDraft: false,
      name: "Traiteur Dupont",
      siret: "44188207000010",
      paymentMode: 30,
      advancePercent: "12.5",
      address: { address: "12 Rue de la République", postalCode: "69002", city: "Lyon" },
      canEdit: true,
      canDelete: false,
    });
    expect((await user.supplier.search({ q: "dupont" })).items.map((card) => card.id)).toContain(draft.id);
  });

  it("drafts abandoned more than 24 hours ago are removed by the next creation, unless something uses them", async () => {
    const user = await t.caller("user");
    const old = await user.supplier.create();
    const oldButUsed = await user.supplier.create();
    const recent = await user.supplier.create();
    await insertOffer(t.handle.db, oldButUsed.id, {
      name: "Nappe",
      isFood: false,
      priceHtCents: toCents(100),
      deliveryDays: "1",
    });
    const twentyFiveHoursAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const id of [old.id, oldButUsed.id]) {
      await t.handle.db.update(suppliers).set({ createdAt: twentyFiveHoursAgo }).where(eq(suppliers.id, id));
    }
    await user.supplier.create();
    const left = await t.handle.db.select({ id: suppliers.id }).from(suppliers);
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(oldButUsed.id);
    expect(ids).toContain(recent.id);
  });

  it("'Annuler' on a new supplier: any signed-in user deletes the draft", async () => {
    const user = await t.caller("user");
    const draft = await user.supplier.create();
    await user.supplier.delete({ id: draft.id });
    expect(await rejection(user.supplier.get({ id: draft.id }))).toEqual({
      code: "NOT_FOUND",
      message: "Ce fournisseur n'existe pas.",
    });
  });
});

describe("supplier list", () => {
  it("finds by name, contact or city whatever the accents, by SIRET, and by active flag", async () => {
    const grenoble = await savedSupplier({
      name: "Élec Services Isère",
      siret: "80123456000010",
      contactName: "Anaël Faure",
      address: { address: "3 Place Grenette", postalCode: "38000", city: "Grenoble" },
    });
    const inactive = await savedSupplier({
      name: "Ancien traiteur",
      siret: "32109876000010",
      isActive: false,
    });
    const user = await t.caller("user");
    const ids = async (input: Parameters<typeof user.supplier.search>[0]) =>
      (await user.supplier.search(input)).items.map((card) => card.id);
    for (const q of ["elec services", "ISERE", "anael", "grenoble", "38000", "Élec Grenoble"]) {
      expect(await ids({ q }), q).toEqual([grenoble.id]);
    }
    expect(await ids({ siret: "801 234" })).toEqual([grenoble.id]);
    expect(await ids({ q: "ancien", active: true })).toEqual([]);
    expect(await ids({ q: "ancien", active: false })).toEqual([inactive.id]);
    expect(await ids({ q: "ancien" })).toEqual([inactive.id]);
    const card = (await user.supplier.search({ q: "elec" })).items[0];
    expect(card).toEqual({
      id: grenoble.id,
      name: "Élec Services Isère",
      city: "Grenoble",
      postalCode: "38000",
      contactName: "Anaël Faure",
      phone: "01 23 45 67 89",
      siret: "80123456000010",
      paymentMode: 30,
      isActive: true,
    });
  });

  it("pages by 120 by default, by name, and answers the picker's 10 000 in one page", async () => {
    const user = await t.caller("user");
    const first = await user.supplier.search({});
    expect(first.pageSize).toBe(120);
    const names = first.items.map((card) => card.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr")));
    const total = first.total;
    const pageOfTwo = await user.supplier.search({ pageSize: 2, page: 2 });
    expect(pageOfTwo.items.map((card) => card.id)).toEqual(first.items.slice(2, 4).map((card) => card.id));
    const picker = await user.supplier.search({ pageSize: 10_000, active: true });
    expect(picker.items.every((card) => card.isActive)).toBe(true);
    expect(picker.items.length).toBe(first.items.filter((card) => card.isActive).length);
    expect(total).toBe(first.items.length);
  });
});

describe("supplier sheet", () => {
  it("lists what it sells with its price per unit and delay", async () => {
    const sheet = await savedSupplier({ name: "Fromagerie Alpine", siret: "51234567000016" });
    await insertOffer(t.handle.db, sheet.id, {
      name: "Plateau de fromages",
      isFood: true,
      priceHtCents: toCents(1250),
      deliveryDays: "3",
    });
    const user = await t.caller("user");
    const read = await user.supplier.get({ id: sheet.id });
    expect(read.products).toEqual([
      expect.objectContaining({
        name: "Plateau de fromages",
        isFood: true,
        priceHtCents: toCents(1250),
        unity: "UNITY_DAY",
        deliveryDays: "3",
      }),
    ]);
  });
});

describe("supplier refusals", () => {
  it.each([
    [{ name: "" }, "Le nom du fournisseur doit compter au moins 2 caractères"],
    [{ siret: "" }, "Le SIRET du fournisseur est obligatoire"],
    [
      { siret: "44188207000011" },
      "Le SIRET « 44188207000011 » n'est pas valide (14 chiffres avec une clé correcte)",
    ],
    [{ advancePercent: "120" }, "L'acompte demandé doit être compris entre 0 et 100 %"],
    [{ advancePercent: "-5" }, "L'acompte demandé doit être compris entre 0 et 100 %"],
    [
      { advancePercent: "beaucoup" },
      "L'acompte demandé « beaucoup » doit être un pourcentage, par exemple 30",
    ],
    [{ advancePercent: "" }, "L'acompte demandé est obligatoire (0 s'il n'y en a pas)"],
    [{ paymentMode: 15 }, "Le mode de paiement doit être comptant, 30, 45 ou 60 jours"],
    [{ paymentMode: "90" }, "Le mode de paiement doit être comptant, 30, 45 ou 60 jours"],
    [{ email: "dupont.fr" }, "L'adresse e-mail « dupont.fr » n'est pas valide"],
    [{ phone: "01 23" }, "Le numéro de téléphone « 01 23 » n'est pas valide"],
    [{ contactMail: "jeanne@" }, "L'e-mail du contact « jeanne@ » n'est pas valide"],
    [{ contactPhone: "abc" }, "Le téléphone du contact « abc » n'est pas valide"],
    [{ address: null }, "L'adresse du fournisseur est obligatoire"],
    [
      { address: { address: "Rue de la Loi 16", postalCode: "1000", city: "Bruxelles" } },
      "Le code postal « 1000 » n'est pas valide",
    ],
  ])("%j: 400, French message, the draft stays a draft and nothing is written", async (change, message) => {
    const user = await t.caller("user");
    const draft = await user.supplier.create();
    const before = await supplierRowCounts(t.handle.db);
    const refused = await rejection(
      user.supplier.update({ id: draft.id, version: draft.version, ...supplierFields(change) }),
    );
    expect(refused).toEqual({ code: "BAD_REQUEST", message });
    expect(await supplierRowCounts(t.handle.db)).toEqual(before);
    expect(await user.supplier.get({ id: draft.id })).toMatchObject({
      isDraft: true,
      name: "",
      address: null,
    });
  });

  it("a saved supplier keeps its values when a save is refused", async () => {
    const sheet = await savedSupplier({ name: "Location Sono", siret: "65432109000015" });
    const user = await t.caller("user");
    await rejection(
      user.supplier.update({ id: sheet.id, version: sheet.version, name: "Nouveau nom", siret: "123" }),
    );
    expect(await user.supplier.get({ id: sheet.id })).toMatchObject({
      name: "Location Sono",
      siret: "65432109000015",
    });
  });
});

describe("supplier deletion", () => {
  it("only super admins delete a saved supplier; one that sells something is refused, saying why", async () => {
    const sheet = await savedSupplier({ name: "Boulangerie Martin", siret: "73282932000074" });
    const user = await t.caller("user");
    const admin = await t.caller("admin");
    expect(await rejection(user.supplier.delete({ id: sheet.id }))).toEqual({
      code: "FORBIDDEN",
      message: "Seul un super administrateur peut supprimer un fournisseur enregistré.",
    });
    await insertOffer(t.handle.db, sheet.id, {
      name: "Pain",
      isFood: true,
      priceHtCents: toCents(300),
      deliveryDays: "1",
    });
    const before = await supplierRowCounts(t.handle.db);
    expect(await rejection(admin.supplier.delete({ id: sheet.id }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message:
        "Ce fournisseur est utilisé (1 produit proposé) : il ne peut pas être supprimé, désactivez-le plutôt.",
    });
    expect(await supplierRowCounts(t.handle.db)).toEqual(before);
  });

  it("a super admin deletes a supplier nothing uses, with its address", async () => {
    const sheet = await savedSupplier({ name: "Imprimerie Rapide", siret: "55210055400013" });
    const before = await supplierRowCounts(t.handle.db);
    const admin = await t.caller("admin");
    expect((await admin.supplier.get({ id: sheet.id })).canDelete).toBe(true);
    await admin.supplier.delete({ id: sheet.id });
    expect(await supplierRowCounts(t.handle.db)).toEqual({
      suppliers: before.suppliers - 1,
      addresses: before.addresses - 1,
    });
  });
});
